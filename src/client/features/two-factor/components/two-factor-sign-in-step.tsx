import { twoFactorVerifySchema } from '../../../../shared/schemas/two-factor';
import { Button } from '../../../../ui/button';
import { CheckboxField } from '../../../../ui/checkbox-field';
import { TextField } from '../../../../ui/text-field';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useVerifyTwoFactor } from '../api/two-factor';

/** The sign-in's second step, once the password was right and two-factor is on. */
export function TwoFactorSignInStep({
  onSignedIn,
  onCancel,
}: {
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: twoFactorVerifySchema,
    defaultValues: { code: '', trustDevice: false },
    mutation: useVerifyTwoFactor(),
    labels: { idle: 'Verificar', busy: 'Verificando...' },
    errorTitle: 'Erro ao fazer login',
    onSuccess: onSignedIn,
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <p className="text-sm text-muted-foreground">
        Digite o código de 6 dígitos do seu aplicativo autenticador, ou um código de recuperação.
      </p>
      <TextField
        id="signin-two-factor-code"
        label="Código de verificação"
        error={errors.code?.message}
        autoComplete="one-time-code"
        autoFocus
        {...form.register('code')}
      />
      <CheckboxField
        id="signin-trust-device"
        label="Confiar neste dispositivo por 30 dias"
        {...form.register('trustDevice')}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {submitLabel}
      </Button>
      <Button type="button" variant="link" size="sm" onClick={onCancel}>
        Voltar
      </Button>
    </form>
  );
}
