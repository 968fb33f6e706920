import { forgotPasswordSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    mutation: useForgotPassword(),
    labels: { idle: 'Enviar link', busy: 'Enviando...' },
    errorTitle: 'Erro ao enviar o link',
    onSuccess: (result) => {
      toast({ title: 'Verifique seu email', description: result.message, variant: 'success' });
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <p className="text-sm text-muted-foreground">
        Informe seu email e enviaremos um link para você criar uma nova senha.
      </p>
      <TextField
        id="forgot-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {submitLabel}
      </Button>
      <Button type="button" variant="link" size="sm" onClick={onDone}>
        Voltar para o login
      </Button>
    </form>
  );
}
