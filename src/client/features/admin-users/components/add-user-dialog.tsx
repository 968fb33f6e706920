import { createUserSchema } from '../../../../shared/schemas/admin-users';
import { FormDialog } from '../../../../ui/dialog';
import { PasswordField } from '../../../../ui/password-field';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useCreateUser } from '../api/change-member';
import { ROLE_OPTIONS } from './role-options';

/** Add a member: e-mail and password required, full name optional, role defaults to user. */
export function AddUserDialog({ onClose }: { onClose: () => void }) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: createUserSchema,
    defaultValues: { email: '', password: '', fullName: '', role: 'user' },
    mutation: useCreateUser(),
    // An empty name travels as '' and is stored as null.
    toVariables: ({ fullName, ...rest }) => ({ ...rest, fullName: fullName ?? '' }),
    labels: { idle: 'Adicionar', busy: 'Adicionando...' },
    errorTitle: 'Erro ao criar usuário',
    errorFallback: 'Erro ao criar usuário',
    onSuccess: (result) => {
      toast({ title: result.message, variant: 'success' });
      onClose();
    },
  });
  return (
    <FormDialog
      title="Adicionar usuário"
      description="A conta já nasce confirmada: a pessoa entra com este email e senha."
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={submitLabel}
    >
      <TextField
        id="new-user-email"
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        id="new-user-password"
        label="Senha"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        id="new-user-name"
        label="Nome completo (opcional)"
        autoComplete="off"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <SelectField
        id="new-user-role"
        label="Tipo de conta"
        options={ROLE_OPTIONS}
        {...form.register('role')}
      />
    </FormDialog>
  );
}
