import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import { resetPasswordFormSchema, resetPasswordSchema } from '../../shared/schemas/auth';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { PasswordField } from '../../ui/password-field';
import { FullPageSpinner } from '../../ui/spinner';
import { Brand } from '../components/layout/brand';
import { useResetLink, useResetPassword } from '../features/auth/api/auth';
import { ApiError } from '../lib/api';
import { toast } from '../lib/toast-store';
import { useFormSubmit } from '../lib/use-form-submit';
import { usePageTitle } from '../lib/use-page-title';

// Better Auth's answers for a link that was used, replaced or timed out
// (src/server/features/auth/auth-errors.ts).
const DEAD_LINK_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

/**
 * Esqueci minha senha, second half: the e-mailed link opens this form
 * (docs/product.md#accounts-and-sign-in).
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = resetPasswordSchema.shape.token.safeParse(token).success;
  // Asked on load, so a used or expired link says so before anyone types a password.
  const link = useResetLink(wellFormed ? token : '');
  const [deadOnSubmit, setDeadLink] = useState(false);
  usePageTitle('Criar nova senha');

  if (wellFormed && link.isPending) return <FullPageSpinner />;
  // A failed check (network) still shows the form: its submit gets the server's own answer.
  const deadLink = !wellFormed || link.data?.live === false || deadOnSubmit;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/50 p-4">
      <Card className="w-full max-w-md">
        {deadLink ? <InvalidLink /> : <NewPasswordForm token={token} onDeadLink={() => setDeadLink(true)} />}
      </Card>
    </main>
  );
}

function NewPasswordForm({ token, onDeadLink }: { token: string; onDeadLink: () => void }) {
  const navigate = useNavigate();
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: resetPasswordFormSchema,
    defaultValues: { token, password: '', confirmPassword: '' },
    mutation: useResetPassword(),
    // The confirmation is checked in the browser only.
    toVariables: ({ password }) => ({ token, password }),
    labels: { idle: 'Salvar nova senha', busy: 'Salvando...' },
    errorTitle: 'Erro ao redefinir senha',
    onError: (error) => {
      if (error instanceof ApiError && DEAD_LINK_CODES.has(error.code ?? '')) onDeadLink();
    },
    onSuccess: (result) => {
      toast({ title: 'Senha redefinida', description: result.message, variant: 'success' });
      navigate('/auth', { replace: true });
    },
  });

  return (
    <>
      <CardHeader className="items-center text-center">
        <Brand className="text-xl" />
        <CardTitle as="h1">Criar nova senha</CardTitle>
        <CardDescription>Escolha uma senha com pelo menos {PASSWORD_MIN_LENGTH} caracteres.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <PasswordField
            id="reset-password"
            label="Nova senha"
            error={errors.password?.message}
            autoComplete="new-password"
            {...form.register('password')}
          />
          <PasswordField
            id="reset-password-confirm"
            label="Confirmar nova senha"
            error={errors.confirmPassword?.message}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
          <Button type="submit" disabled={busy}>
            {submitLabel}
          </Button>
          <Link to="/auth" className="text-center text-sm text-primary hover:underline">
            Voltar para o login
          </Link>
        </form>
      </CardContent>
    </>
  );
}

/** Opened without a token, with a malformed one, or with one the server no longer accepts. */
function InvalidLink() {
  return (
    <>
      <CardHeader className="items-center text-center">
        <Brand className="text-xl" />
        <CardTitle as="h1">Link inválido ou expirado</CardTitle>
        <CardDescription>
          Este link de redefinição de senha não é válido, já foi usado ou foi substituído por um mais recente.
          Peça um novo link e use o último email que receber.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button asChild>
          <Link to="/auth?esqueci=1">Pedir um novo link</Link>
        </Button>
        <Link to="/auth" className="text-center text-sm text-primary hover:underline">
          Voltar para o login
        </Link>
      </CardContent>
    </>
  );
}
