import { useQueryClient } from '@tanstack/react-query';
import type { FormEventHandler, ReactNode } from 'react';
import { changePasswordFormSchema } from '../../../../shared/schemas/auth';
import { updateProfileSchema } from '../../../../shared/schemas/profile';
import type { Profile } from '../../../../shared/schemas/session';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { memberSessionsQuery } from '../../session/api/member-sessions';
import { useChangePassword, useUpdateProfile } from '../api/profile';

// The member's own profile and password, in Configurações (docs/product.md#member-area).

type FormCardProps = {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
};

/** A settings card holding one form, its fields above its submit button. */
function FormCard({ title, description, onSubmit, busy, submitLabel, children }: FormCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          {children}
          <Button type="submit" disabled={busy} className="w-fit">
            {submitLabel}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The Perfil tab: the name is editable, the e-mail is not, the role shows as Tipo de Conta. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: updateProfileSchema,
    defaultValues: { fullName: profile.fullName },
    mutation: useUpdateProfile(),
    labels: { idle: 'Salvar alterações', busy: 'Salvando...' },
    errorTitle: 'Erro ao atualizar perfil',
    onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
  });

  return (
    <FormCard
      title="Perfil"
      description="Seus dados de cadastro."
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={submitLabel}
    >
      <TextField
        id="profile-name"
        label="Nome completo"
        error={errors.fullName?.message}
        autoComplete="name"
        {...form.register('fullName')}
      />
      <TextField
        id="profile-email"
        label="Email"
        hint="O email não pode ser alterado"
        value={profile.email}
        readOnly
      />
      <TextField
        id="profile-role"
        label="Tipo de Conta"
        value={profile.role === 'admin' ? 'Administrador' : 'Usuário'}
        readOnly
      />
    </FormCard>
  );
}

const PASSWORD_FIELDS = [
  { name: 'currentPassword', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirmar nova senha', autoComplete: 'new-password' },
] as const;

/**
 * The Segurança tab's password change: Sucesso! with the server's message, or the server's error,
 * or Erro ao alterar senha (docs/product.md#error-messages).
 */
export function PasswordCard() {
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
      // The other devices were signed out: the sessions list below shows it.
      void queryClient.invalidateQueries(memberSessionsQuery);
    },
  });

  return (
    <FormCard
      title="Segurança"
      description="Altere sua senha. Outros dispositivos conectados serão desconectados."
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={submitLabel}
    >
      {PASSWORD_FIELDS.map((field) => (
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
    </FormCard>
  );
}
