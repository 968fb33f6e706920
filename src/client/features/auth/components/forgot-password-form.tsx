import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ForgotPasswordInput, forgotPasswordSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useForgotPassword } from '../api/forgot-password';

export function ForgotPasswordForm({ onDone }: { onDone: () => void }) {
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: (result) => {
        toast({ title: 'Verifique seu email', description: result.message, variant: 'success' });
        onDone();
      },
      onError: (error) => notifyError('Erro ao enviar o link', error),
    }),
  );

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
      <Button type="submit" disabled={forgot.isPending} className="w-full">
        {forgot.isPending ? 'Enviando...' : 'Enviar link'}
      </Button>
      <Button type="button" variant="link" size="sm" onClick={onDone}>
        Voltar para o login
      </Button>
    </form>
  );
}
