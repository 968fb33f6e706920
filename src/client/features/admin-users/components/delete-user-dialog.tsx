import type { AdminUser } from '../../../../shared/schemas/admin-users';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useDeleteUser } from '../api/change-member';

/** Delete a member, after the confirmation dialog ("Esta ação não pode ser desfeita"). */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: AdminUser;
  onClose: () => void;
  /** After the deletion (the member page leaves for the list). */
  onDeleted?: () => void;
}) {
  const remove = useDeleteUser();
  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: (result) => {
        toast({ title: result.message, variant: 'success' });
        onDeleted?.();
        onClose();
      },
      onError: (error) => notifyError('Erro ao excluir usuário', error, 'Erro ao excluir usuário'),
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Excluir ${user.fullName || user.email}?`}
      description={
        <>
          Esta ação não pode ser desfeita. A conta, as assinaturas e as sessões abertas de{' '}
          <strong className="break-all">{user.email}</strong> serão removidas.
        </>
      }
      confirmLabel={remove.isPending ? 'Excluindo...' : 'Excluir'}
      busy={remove.isPending}
      onConfirm={confirm}
    />
  );
}
