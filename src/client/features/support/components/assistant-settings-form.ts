import {
  type AssistantSettingsView,
  assistantSettingsSchema,
  KEY_AGAIN,
} from '../../../../shared/schemas/support';

/**
 * The settings form's rules: the shared schema, plus "a new URL needs the key again" when a key
 * is stored (the server refuses it too, with the same words).
 */
export function assistantSettingsFormSchema(
  // Read at each validation: the form is built once, the saved settings change under it.
  saved: () => Pick<AssistantSettingsView, 'baseUrl' | 'keyHint'> | undefined,
) {
  return assistantSettingsSchema.superRefine((values, ctx) => {
    const stored = saved();
    if (stored?.keyHint && !values.apiKey && values.baseUrl !== stored.baseUrl)
      ctx.addIssue({ code: 'custom', path: ['apiKey'], message: KEY_AGAIN });
  });
}

/** The key field's hint: what a blank key does, and when it must be typed again. */
export function keyFieldHint(keyHint: string | null) {
  return keyHint
    ? `Chave salva terminando em ${keyHint.slice(-4)}. Deixe vazio para manter; ao mudar a URL, informe a chave de novo.`
    : 'Guardada criptografada; nunca é exibida de novo.';
}
