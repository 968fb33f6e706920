import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signInSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSignIn } from '../api/sign-in';
import { TwoFactorSignInStep } from './two-factor-sign-in-step';

type SignInFormProps = {
  /** The page to open once signed in (issue 19 §2: the one the person was sent here from). */
  returnTo: string;
  onForgotPassword: () => void;
};

export function SignInForm({ returnTo, onForgotPassword }: SignInFormProps) {
  const navigate = useNavigate();
  // Issue 21 §1: the password was right and the account has two-factor on: ask for the code.
  const [askCode, setAskCode] = useState(false);
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: signInSchema,
    defaultValues: { email: '', password: '' },
    mutation: useSignIn(),
    labels: { idle: 'Entrar', busy: 'Entrando...' },
    errorTitle: 'Erro ao fazer login',
    onSuccess: (result) => {
      if ('twoFactorRedirect' in result && result.twoFactorRedirect) setAskCode(true);
      else void navigate(returnTo, { replace: true });
    },
  });

  if (askCode)
    return (
      <TwoFactorSignInStep
        onSignedIn={() => void navigate(returnTo, { replace: true })}
        onCancel={() => setAskCode(false)}
      />
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
      <Button type="submit" disabled={busy} className="w-full">
        {submitLabel}
      </Button>
      <Button type="button" variant="link" size="sm" onClick={onForgotPassword}>
        Esqueci minha senha
      </Button>
    </form>
  );
}
