import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type ResetPasswordInput, resetPasswordSchema } from '../../shared/schemas/auth';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { Brand } from '../components/layout/brand';
import { useResetPassword } from '../features/auth/api/reset-password';
import { notifyError } from '../lib/notify-error';
import { toast } from '../lib/toast-store';

/** Esqueci minha senha, second half: the e-mailed link opens this form (DECISIONS: open points). */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token: params.get('token') ?? '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: (result) => {
        toast({ title: 'Senha redefinida', description: result.message, variant: 'success' });
        navigate('/auth', { replace: true });
      },
      onError: (error) => notifyError('Erro ao redefinir senha', error),
    }),
  );

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/50 p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Brand className="text-xl" />
          <CardTitle as="h1">Criar nova senha</CardTitle>
          <CardDescription>Escolha uma senha com pelo menos 6 caracteres.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            {errors.token && (
              <p role="alert" className="text-sm text-destructive">
                {errors.token.message}
              </p>
            )}
            <TextField
              id="reset-password"
              label="Nova senha"
              error={errors.password?.message}
              type="password"
              autoComplete="new-password"
              {...form.register('password')}
            />
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? 'Salvando...' : 'Salvar nova senha'}
            </Button>
            <Link to="/auth" className="text-center text-sm text-primary hover:underline">
              Voltar para o login
            </Link>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
