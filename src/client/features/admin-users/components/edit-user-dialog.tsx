import { ROLE_LABELS } from '../../../../shared/labels';
import { type AdminUser, EMAIL_READ_ONLY, updateUserSchema } from '../../../../shared/schemas/admin-users';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FormDialog } from '../../../../ui/dialog';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useConfirmBeforeSubmit } from '../../../lib/use-confirm-before-submit';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useUpdateUser } from '../api/change-member';
import { promoteConfirmation, promotesToAdmin } from './promote-confirmation';
import { ResetTwoFactorButton } from './reset-two-factor-button';
import { ROLE_OPTIONS } from './role-options';

/** Edit a member: full name (empty saves null) and role; the e-mail is read-only. */
export function EditUserDialog({
  user,
  isSelf,
  onClose,
}: {
  user: AdminUser;
  isSelf: boolean;
  onClose: () => void;
}) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: updateUserSchema,
    defaultValues: { fullName: user.fullName ?? '', role: user.role },
    mutation: useUpdateUser(user.id),
    toVariables: ({ fullName, role }) => ({ fullName: fullName ?? '', role }),
    labels: { idle: 'Salvar', busy: 'Salvando...' },
    errorTitle: 'Erro ao atualizar usuário',
    errorFallback: 'Erro ao atualizar usuário',
    onSuccess: (result) => {
      toast({ title: result.message, variant: 'success' });
      onClose();
    },
  });
  // Administrador is asked for first; Voltar leaves everything unsaved.
  const promotion = useConfirmBeforeSubmit({
    onSubmit,
    validate: () => form.trigger(),
    needsConfirmation: () => !isSelf && promotesToAdmin(user.role, form.getValues('role')),
  });
  const question = promoteConfirmation(user);
  return (
    <FormDialog
      title="Editar usuário"
      onClose={onClose}
      onSubmit={promotion.submit}
      busy={busy}
      submitLabel={submitLabel}
      after={<ConfirmDialog {...promotion.dialog} {...question} />}
    >
      <TextField
        id="edit-user-name"
        label="Nome completo"
        autoComplete="off"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField id="edit-user-email" label="Email" value={user.email} hint={EMAIL_READ_ONLY} readOnly />
      {isSelf ? (
        // Not a disabled select: a disabled field would leave the role out of the saved values.
        <TextField
          id="edit-user-role"
          label="Tipo de conta"
          value={ROLE_LABELS[user.role]}
          hint="Você não pode remover seu próprio acesso de administrador."
          readOnly
        />
      ) : (
        <SelectField
          id="edit-user-role"
          label="Tipo de conta"
          options={ROLE_OPTIONS}
          error={errors.role?.message}
          {...form.register('role')}
        />
      )}
      {!isSelf && <ResetTwoFactorButton userId={user.id} />}
    </FormDialog>
  );
}
