import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type SignInInput, signInSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { notifyError } from '../../../lib/notify-error';
import { useSignIn } from '../api/sign-in';

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => navigate('/dashboard', { replace: true }),
      onError: (error) => notifyError('Erro ao fazer login', error),
    }),
  );

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormField id="signin-email" label="Email" error={errors.email?.message}>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
      </FormField>
      <FormField id="signin-password" label="Senha" error={errors.password?.message}>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
      <Button type="button" variant="link" size="sm" onClick={onForgotPassword}>
        Esqueci minha senha
      </Button>
    </form>
  );
}
