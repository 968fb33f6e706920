import { Button } from '../../../../ui/button';
import { api, unwrap } from '../../../lib/api';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useAdminChange } from '../api/change-member';

const useResetTwoFactor = () =>
  useAdminChange((id: string) => unwrap(api.admin.users[':id']['two-factor'].$delete({ param: { id } })));

/**
 * Someone lost their phone (docs/decisions/019-two-factor.md); an admin clears their two-factor
 * (audited). They sign in with the password alone, and an admin enrols again before /admin opens.
 */
export function ResetTwoFactorButton({ userId }: { userId: string }) {
  const reset = useResetTwoFactor();
  return (
    <div className="grid gap-2 rounded-md border p-3">
      <p className="text-sm text-muted-foreground">
        Perdeu o celular? Redefina a verificação em duas etapas: a pessoa entra só com a senha e ativa de
        novo.
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={reset.isPending}
        onClick={() =>
          reset.mutate(userId, {
            onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
            onError: (error) => notifyError('Erro ao redefinir', error, 'Erro ao redefinir'),
          })
        }
      >
        {reset.isPending ? 'Redefinindo...' : 'Redefinir verificação em duas etapas'}
      </Button>
    </div>
  );
}
