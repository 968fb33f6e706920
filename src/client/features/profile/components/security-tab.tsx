import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type ChangePasswordFormInput, changePasswordFormSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { TextField } from '../../../../ui/text-field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useChangePassword } from '../api/change-password';

const FIELDS = [
  { name: 'currentPassword', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirmar nova senha', autoComplete: 'new-password' },
] as const;

/** SPEC §2 Segurança tab; messages of §5 and §8 (Sucesso!, or the server's, or Erro ao alterar senha). */
export function SecurityTab() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (result) => {
          toast({ title: 'Sucesso!', description: result.message, variant: 'success' });
          form.reset();
        },
        onError: (error) =>
          toast({
            title: 'Erro',
            description:
              error instanceof ApiError && error.status < 500 ? error.message : 'Erro ao alterar senha',
            variant: 'destructive',
          }),
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Segurança</CardTitle>
        <CardDescription>
          Altere sua senha. Outros dispositivos conectados serão desconectados.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              id={`security-${field.name}`}
              label={field.label}
              error={errors[field.name]?.message}
              type="password"
              autoComplete={field.autoComplete}
              {...form.register(field.name)}
            />
          ))}
          <Button type="submit" disabled={change.isPending} className="w-fit">
            {change.isPending ? 'Alterando...' : 'Alterar senha'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
