import { signUpSchema } from '../../../../shared/schemas/auth';
import { PASSWORD_MESSAGES } from '../../../../shared/schemas/fields';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSignUp } from '../api/sign-up';

export function SignUpForm({ onCreated }: { onCreated: () => void }) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: signUpSchema,
    defaultValues: { fullName: '', email: '', password: '' },
    mutation: useSignUp(),
    labels: { idle: 'Criar Conta', busy: 'Criando conta...' },
    errorTitle: 'Erro ao criar conta',
    resetOnSuccess: true,
    onSuccess: () => {
      toast({
        title: 'Conta criada com sucesso',
        description: 'Verifique seu email para confirmar a conta',
        variant: 'success',
      });
      onCreated();
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
      <TextField
        id="signup-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      <TextField
        id="signup-password"
        label="Senha"
        error={errors.password?.message}
        hint={PASSWORD_MESSAGES.hint}
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
      />
      <Button type="submit" disabled={busy} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
