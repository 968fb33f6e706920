import { type ComponentProps, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { SERVER_PAGES } from '../../../../shared/routes';
import { forgotPasswordSchema, signInSchema, signUpSchema } from '../../../../shared/schemas/auth';
import { PASSWORD_MESSAGES } from '../../../../shared/schemas/fields';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useForgotPassword, useSignIn, useSignUp } from '../api/auth';

// The forms of the /auth page: Entrar, Criar Conta and Esqueci minha senha
// (docs/product.md#accounts-and-sign-in).

/** The e-mail field each of the forms asks for. */
function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'autoComplete'>) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}

type SignInFormProps = {
  /** The page to open once signed in: the one the person was sent here from. */
  returnTo: string;
  onForgotPassword: () => void;
  /** The second step, once the password was right and the account has two-factor on. */
  codeStep: (step: { onSignedIn: () => void; onCancel: () => void }) => ReactNode;
  /** The address a used confirmation link named: filled in, so only the password is left. */
  email?: string;
};

export function SignInForm({ returnTo, onForgotPassword, codeStep, email = '' }: SignInFormProps) {
  const navigate = useNavigate();
  const [askCode, setAskCode] = useState(false);
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: signInSchema,
    defaultValues: { email, password: '' },
    mutation: useSignIn(),
    labels: { idle: 'Entrar', busy: 'Entrando...' },
    errorTitle: 'Erro ao fazer login',
    onSuccess: (result) => {
      if ('twoFactorRedirect' in result && result.twoFactorRedirect) setAskCode(true);
      else void navigate(returnTo, { replace: true });
    },
  });

  if (askCode)
    return codeStep({
      onSignedIn: () => void navigate(returnTo, { replace: true }),
      onCancel: () => setAskCode(false),
    });

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <EmailField id="signin-email" error={errors.email?.message} {...form.register('email')} />
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

/** Criar Conta; once created, `onCreated` gets the address the confirmation went to. */
export function SignUpForm({ onCreated }: { onCreated: (email: string) => void }) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: signUpSchema,
    defaultValues: { fullName: '', email: '', password: '' },
    mutation: useSignUp(),
    labels: { idle: 'Criar Conta', busy: 'Criando conta...' },
    errorTitle: 'Erro ao criar conta',
    resetOnSuccess: true,
    onSuccess: (_result, { email }) => {
      toast({
        title: 'Conta criada com sucesso',
        description: 'Verifique seu email para confirmar a conta',
        variant: 'success',
      });
      onCreated(email);
    },
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <TextField
        id="signup-name"
        label="Nome completo"
        error={errors.fullName?.message}
        autoComplete="name"
        {...form.register('fullName')}
      />
      <EmailField id="signup-email" error={errors.email?.message} {...form.register('email')} />
      <TextField
        id="signup-password"
        label="Senha"
        error={errors.password?.message}
        hint={PASSWORD_MESSAGES.hint}
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
      />
      <p className="text-xs text-muted-foreground">
        Ao criar a conta você concorda com os <LegalLink href={SERVER_PAGES.terms}>Termos de Uso</LegalLink> e
        a <LegalLink href={SERVER_PAGES.privacy}>Política de Privacidade</LegalLink>.
      </p>
      <Button type="submit" disabled={busy} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}

/** A legal page (server-rendered), opened in a new tab so the half-filled form stays. */
function LegalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="text-primary underline underline-offset-2">
      {children}
    </a>
  );
}

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
      <EmailField id="forgot-email" error={errors.email?.message} {...form.register('email')} />
      <Button type="submit" disabled={busy} className="w-full">
        {submitLabel}
      </Button>
      <Button type="button" variant="link" size="sm" onClick={onDone}>
        Voltar para o login
      </Button>
    </form>
  );
}
