import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type SignUpInput, signUpSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useSignUp } from '../api/sign-up';

export function SignUpForm({ onCreated }: { onCreated: () => void }) {
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Conta criada com sucesso',
          description: 'Verifique seu email para confirmar a conta',
          variant: 'success',
        });
        form.reset();
        onCreated();
      },
      onError: (error) => notifyError('Erro ao criar conta', error),
    }),
  );

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormField id="signup-name" label="Nome completo" error={errors.fullName?.message}>
        <Input
          id="signup-name"
          autoComplete="name"
          aria-invalid={!!errors.fullName}
          {...form.register('fullName')}
        />
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          aria-invalid={!!errors.email}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="signup-password"
        label="Senha"
        error={errors.password?.message}
        hint="Pelo menos 6 caracteres."
      >
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.password}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Criando conta...' : 'Criar Conta'}
      </Button>
    </form>
  );
}
