import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type SignInInput, signInSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
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
      <TextField
        id="signin-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      <TextField
        id="signin-password"
        label="Senha"
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
      />
      <Button type="submit" disabled={signIn.isPending} className="w-full">
        {signIn.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
      <Button type="button" variant="link" size="sm" onClick={onForgotPassword}>
        Esqueci minha senha
      </Button>
    </form>
  );
}
