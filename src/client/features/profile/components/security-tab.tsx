import { useQueryClient } from '@tanstack/react-query';
import { changePasswordFormSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useChangePassword } from '../api/change-password';
import { memberSessionsQuery } from '../api/member-sessions';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

const FIELDS = [
  { name: 'currentPassword', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirmar nova senha', autoComplete: 'new-password' },
] as const;

/**
 * SPEC §2 Segurança tab; messages of §5 and §8 (Sucesso!, or the server's, or Erro ao alterar senha).
 * Below the password, the member's signed-in devices (issue 21 §2).
 */
export function SecurityTab() {
  const queryClient = useQueryClient();
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: changePasswordFormSchema,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mutation: useChangePassword(),
    // The confirmation is checked in the browser only.
    toVariables: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    labels: { idle: 'Alterar senha', busy: 'Alterando...' },
    errorTitle: 'Erro',
    errorFallback: 'Erro ao alterar senha',
    resetOnSuccess: true,
    onSuccess: (result) => {
      toast({ title: 'Sucesso!', description: result.message, variant: 'success' });
      // The other devices were signed out: the list below shows it.
      void queryClient.invalidateQueries(memberSessionsQuery);
    },
  });

  return (
    <div className="grid gap-6">
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
            <Button type="submit" disabled={busy} className="w-fit">
              {submitLabel}
            </Button>
          </form>
        </CardContent>
      </Card>
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
