import { Sparkles } from 'lucide-react';
import { formatDate, formatTime } from '../../../../shared/format';
import {
  type CredentialGroup,
  type CredentialSettingsView,
  credentialSettingsSchema,
  type SettingChange,
} from '../../../../shared/schemas/tools-access';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { PasswordField } from '../../../../ui/password-field';
import { TextField } from '../../../../ui/text-field';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useConfirmBeforeSubmit } from '../../../lib/use-confirm-before-submit';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useGenerateSecret, useSaveCredentialSettings } from '../api/settings';
import { rotatesSecret, secretRotationConfirmation } from './secret-rotation';

const LABELS: Record<CredentialGroup, { email: string; password: string }> = {
  tools: { email: 'Email da ferramenta', password: 'Senha da ferramenta' },
  admin: { email: 'Email do acesso administrativo', password: 'Senha do acesso administrativo' },
};

const changeNote = (change: SettingChange | null) =>
  change ? `Alterado por ${change.by} em ${formatDate(change.at)} às ${formatTime(change.at)}.` : undefined;

/**
 * An admin edits one credential group. The stored secret is never shown: left empty it
 * is kept; "Gerar chave" fills in a new one to enrol in the tool's authenticator before saving.
 */
export function CredentialsSettingsForm({
  group,
  view,
}: {
  group: CredentialGroup;
  view: CredentialSettingsView;
}) {
  const generate = useGenerateSecret();
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: credentialSettingsSchema,
    defaultValues: { email: view.email ?? '', password: view.password ?? '', totpSecret: '' },
    mutation: useSaveCredentialSettings(),
    toVariables: (values) => ({ group, ...values }),
    labels: { idle: 'Salvar', busy: 'Salvando...' },
    errorTitle: 'Erro',
    onSuccess: (result, values) => {
      toast({ title: result.message, variant: 'success' });
      form.reset({ email: values.email, password: values.password, totpSecret: '' });
      generate.reset();
    },
  });
  const generated = form.watch('totpSecret') !== '' && generate.isSuccess;

  const onGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: ({ secret }) =>
        form.setValue('totpSecret', secret, { shouldDirty: true, shouldValidate: true }),
      onError: (error) => notifyError('Erro', error),
    });

  const secretHint = generated
    ? 'Cadastre esta chave no autenticador da conta antes de salvar.'
    : view.secret.configured
      ? `Configurada (termina em ${view.secret.last4}). Deixe em branco para manter. ${changeNote(view.lastChanges.secret) ?? ''}`
      : 'Ainda não configurada: cole a chave base32 do autenticador ou gere uma nova.';

  // A new secret changes every code at once; Voltar saves nothing.
  const rotation = useConfirmBeforeSubmit({
    onSubmit,
    validate: () => form.trigger(),
    needsConfirmation: () => rotatesSecret(form.getValues('totpSecret') ?? ''),
  });
  const question = secretRotationConfirmation(group);

  return (
    <form onSubmit={rotation.submit} className="grid gap-4" noValidate>
      <TextField
        id={`${group}-settings-email`}
        label={LABELS[group].email}
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        hint={changeNote(view.lastChanges.email)}
        {...form.register('email')}
      />
      <PasswordField
        id={`${group}-settings-password`}
        label={LABELS[group].password}
        autoComplete="off"
        error={errors.password?.message}
        hint={changeNote(view.lastChanges.password)}
        {...form.register('password')}
      />
      <TextField
        id={`${group}-settings-secret`}
        label="Chave secreta (TOTP)"
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        placeholder={view.secret.configured ? `••••••••${view.secret.last4}` : 'Ex.: JBSWY3DPEHPK3PXP'}
        error={errors.totpSecret?.message}
        hint={secretHint.trim()}
        {...form.register('totpSecret')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <Button variant="outline" onClick={onGenerate} disabled={generate.isPending}>
          <Sparkles aria-hidden /> {generate.isPending ? 'Gerando...' : 'Gerar chave'}
        </Button>
      </div>
      <ConfirmDialog {...rotation.dialog} {...question} />
    </form>
  );
}
