import { useEffect, useMemo, useRef } from 'react';
import {
  type Assistant,
  type AssistantSettingsInput,
  type AssistantSettingsView,
  assistantSettingsSchema,
  KEY_AGAIN,
} from '../../../../shared/schemas/support';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { TextField } from '../../../../ui/text-field';
import { QueryState } from '../../../components/query-state';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import {
  useAssistantSettings,
  useRemoveAssistantSettings,
  useSaveAssistantSettings,
} from '../api/assistant-settings';
import { AssistantHealthBadge } from './assistant-health-badge';
import { ConnectionTest } from './connection-test';

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
function keyFieldHint(keyHint: string | null) {
  return keyHint
    ? `Chave salva terminando em ${keyHint.slice(-4)}. Deixe vazio para manter; ao mudar a URL, informe a chave de novo.`
    : 'Guardada criptografada; nunca é exibida de novo.';
}

const TEXTS: Record<Assistant, { title: string; description: string; error: string }> = {
  general: {
    title: 'API do assistente de suporte',
    description: 'Usada no chat de /suporte e no widget da página inicial.',
    error: 'Erro ao salvar configurações do assistente',
  },
  tools: {
    title: 'API do assistente de ferramentas',
    description: 'Usada no chat de /suporte/ferramentas, para assinantes.',
    error: 'Erro ao salvar configurações do assistente de ferramentas',
  },
};

const EMPTY: AssistantSettingsInput = { baseUrl: '', apiKey: '', assistantId: '' };

/**
 * One assistant's settings: any OpenAI-compatible API (URL, key, model or assistant id). The key
 * is write-only (docs/product.md#security): the form shows its last 4 characters and a blank key
 * keeps the stored one, unless the URL changes. The badge is the API's last real outcome, and
 * "Testar conexão" makes one call. Without an API the offline assistant answers.
 */
export function AssistantSettingsCard({ assistant }: { assistant: Assistant }) {
  const texts = TEXTS[assistant];
  const settings = useAssistantSettings(assistant);
  const remove = useRemoveAssistantSettings(assistant);
  const current = settings.data?.settings;
  const keyHint = current?.keyHint ?? null;
  const saved = useRef(current);
  saved.current = current;
  const schema = useMemo(() => assistantSettingsFormSchema(() => saved.current), []);
  // A blank key keeps the stored one; with none stored the server answers 'Por favor, preencha
  // todos os campos', shown under the screen's error title.
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema,
    defaultValues: EMPTY,
    mutation: useSaveAssistantSettings(assistant),
    labels: { idle: 'Salvar', busy: 'Salvando...' },
    errorTitle: texts.error,
    onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
  });

  // A missing row on load is not an error; the form simply starts empty.
  useEffect(() => {
    if (current) form.reset({ baseUrl: current.baseUrl, apiKey: '', assistantId: current.assistantId });
  }, [current, form]);

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (error) => notifyError(texts.error, error),
    });

  const id = (field: string) => `${assistant}-assistant-${field}`;
  return (
    <Card data-testid={`assistant-settings-${assistant}`}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{texts.title}</CardTitle>
          {current && <AssistantHealthBadge settings={current} />}
        </div>
        <CardDescription>
          {texts.description} Sem API, o assistente responde sozinho com a base de conhecimento; com uma API
          compatível com a OpenAI, ela responde e, se falhar, o assistente offline assume.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={settings}>
          {() => (
            <form onSubmit={onSubmit} className="grid gap-4" noValidate>
              <TextField
                id={id('url')}
                label="URL da API (opcional)"
                placeholder="https://api.openai.com/v1"
                hint="Deixe vazio para usar a OpenAI. Serve qualquer API compatível (OpenRouter, Groq, Ollama…)."
                error={errors.baseUrl?.message}
                inputMode="url"
                autoComplete="off"
                {...form.register('baseUrl')}
              />
              <TextField
                id={id('key')}
                label="Chave da API"
                type="password"
                placeholder={keyHint ? `Chave salva: ${keyHint}` : 'sk-...'}
                hint={keyFieldHint(keyHint)}
                error={errors.apiKey?.message}
                autoComplete="new-password"
                {...form.register('apiKey')}
              />
              <TextField
                id={id('model')}
                label="Modelo ou ID do assistente"
                placeholder="gpt-4o-mini"
                hint="Um modelo (ex.: gpt-4o-mini) ou o ID de um assistente da OpenAI (asst_…)."
                error={errors.assistantId?.message}
                autoComplete="off"
                {...form.register('assistantId')}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy}>
                  {submitLabel}
                </Button>
                {keyHint && (
                  <Button variant="outline" onClick={onRemove} disabled={remove.isPending}>
                    {remove.isPending ? 'Removendo...' : 'Remover API'}
                  </Button>
                )}
                {/* After the buttons: its result line takes the whole row below them. */}
                {keyHint && <ConnectionTest assistant={assistant} />}
              </div>
            </form>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** The tools assistant's section, for /admin/tools (composed by the tools screen). */
export const ToolsAssistantSettingsCard = () => <AssistantSettingsCard assistant="tools" />;
