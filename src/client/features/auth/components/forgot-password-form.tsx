import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ForgotPasswordInput, forgotPasswordSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
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
      <FormField id="forgot-email" label="Email" error={errors.email?.message}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
      </FormField>
      <Button type="submit" disabled={forgot.isPending} className="w-full">
        {forgot.isPending ? 'Enviando...' : 'Enviar link'}
      </Button>
      <Button type="button" variant="link" size="sm" onClick={onDone}>
        Voltar para o login
      </Button>
    </form>
  );
}
