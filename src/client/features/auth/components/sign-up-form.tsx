import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type SignUpInput, signUpSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
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
        hint="Pelo menos 6 caracteres."
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
      />
      <Button type="submit" disabled={signUp.isPending} className="w-full">
        {signUp.isPending ? 'Criando conta...' : 'Criar Conta'}
      </Button>
    </form>
  );
}
