import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import type { SubscriptionView } from '../../../../shared/subscription-rules';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useCancelSubscription, useEndSubscription, useRemoveSubscription } from '../api/change-member';
import { grantActions } from './subscription-form-values';

type Confirming = 'end' | 'remove' | null;

/**
 * The ways to stop the grant giving access. Cancelar ao fim do período keeps access
 * to the grant's end; Encerrar agora and Remover end it at once, so they ask first, naming the member.
 */
export function GrantActions({
  user,
  current,
  disabled,
  onDone,
}: {
  user: AdminUser;
  current: SubscriptionView | null;
  disabled: boolean;
  onDone: () => void;
}) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const cancel = useCancelSubscription(user.id);
  const end = useEndSubscription(user.id);
  const remove = useRemoveSubscription(user.id);
  const { canCancel, canEnd, canRemove } = grantActions(current);
  if (!current) return null;
  const name = user.fullName || user.email;
  const busy = disabled || cancel.isPending || end.isPending || remove.isPending;
  const run = (
    mutation: Pick<UseMutationResult<{ message: string }, Error, unknown>, 'mutate'>,
    errorTitle: string,
  ) =>
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        toast({ title: result.message, variant: 'success' });
        onDone();
      },
      onError: (error) => notifyError(errorTitle, error, errorTitle),
      onSettled: () => setConfirming(null),
    });

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={busy || !canCancel}
        title={current.expiresAt === null ? 'O plano Vitalício não tem fim de período.' : undefined}
        onClick={() => run(cancel, 'Erro ao cancelar assinatura')}
      >
        {cancel.isPending ? 'Cancelando...' : 'Cancelar ao fim do período'}
      </Button>
      <Button type="button" variant="outline" disabled={busy || !canEnd} onClick={() => setConfirming('end')}>
        Encerrar agora
      </Button>
      <Button
        type="button"
        variant="destructive"
        disabled={busy || !canRemove}
        onClick={() => setConfirming('remove')}
      >
        Remover
      </Button>
      <ConfirmDialog
        open={confirming === 'end'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Encerrar agora a assinatura de ${name}?`}
        description="O acesso termina agora, antes do fim do período. A assinatura continua no histórico do usuário."
        confirmLabel={end.isPending ? 'Encerrando...' : 'Encerrar agora'}
        cancelLabel="Voltar"
        busy={end.isPending}
        onConfirm={() => run(end, 'Erro ao encerrar assinatura')}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={`Remover a assinatura de ${name}?`}
        description="A assinatura é apagada e o acesso termina agora. A auditoria guarda o que ela era."
        confirmLabel={remove.isPending ? 'Removendo...' : 'Remover'}
        cancelLabel="Voltar"
        busy={remove.isPending}
        onConfirm={() => run(remove, 'Erro ao remover assinatura')}
      />
    </div>
  );
}
