import { useState } from 'react';
import { formatDate } from '../../../../shared/format';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import type { SubscriptionView } from '../../../../shared/subscription-rules';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useCancelSubscription, useEndSubscription, useRemoveSubscription } from '../api/change-member';
import { grantActions } from './subscription-form-values';

type Confirming = 'cancel' | 'end' | 'remove';

/** What each way of stopping the grant asks first, naming the member: its question and its button. */
export function grantQuestion(step: Confirming, name: string, current: SubscriptionView) {
  if (step === 'cancel')
    return {
      title: `Cancelar ao fim do período a assinatura de ${name}?`,
      description: `A assinatura não se renova: o acesso continua até ${current.expiresAt ? formatDate(current.expiresAt) : 'o fim do período'} e termina nesse dia.`,
      confirmLabel: 'Cancelar ao fim do período',
      busyLabel: 'Cancelando...',
      errorTitle: 'Erro ao cancelar assinatura',
    };
  if (step === 'end')
    return {
      title: `Encerrar agora a assinatura de ${name}?`,
      description:
        'O acesso termina agora, antes do fim do período. A assinatura continua no histórico do usuário.',
      confirmLabel: 'Encerrar agora',
      busyLabel: 'Encerrando...',
      errorTitle: 'Erro ao encerrar assinatura',
    };
  return {
    title: `Remover a assinatura de ${name}?`,
    description: 'A assinatura é apagada e o acesso termina agora. A auditoria guarda o que ela era.',
    confirmLabel: 'Remover',
    busyLabel: 'Removendo...',
    errorTitle: 'Erro ao remover assinatura',
  };
}

/**
 * The ways to stop the grant giving access. Cancelar ao fim do período keeps access to the
 * grant's end; Encerrar agora and Remover end it at once. Each asks first, naming the member.
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
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const cancel = useCancelSubscription(user.id);
  const end = useEndSubscription(user.id);
  const remove = useRemoveSubscription(user.id);
  const { canCancel, canEnd, canRemove } = grantActions(current);
  if (!current) return null;
  const name = user.fullName || user.email;
  const busy = disabled || cancel.isPending || end.isPending || remove.isPending;
  const mutations = { cancel, end, remove };
  const question = confirming && grantQuestion(confirming, name, current);
  const confirm = () => {
    if (!confirming || !question) return;
    mutations[confirming].mutate(undefined, {
      onSuccess: (result: { message: string }) => {
        toast({ title: result.message, variant: 'success' });
        onDone();
      },
      onError: (error: Error) => notifyError(question.errorTitle, error, question.errorTitle),
      onSettled: () => setConfirming(null),
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        variant="outline"
        disabled={busy || !canCancel}
        title={current.expiresAt === null ? 'O plano Vitalício não tem fim de período.' : undefined}
        onClick={() => setConfirming('cancel')}
      >
        Cancelar ao fim do período
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
        open={question !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={question?.title ?? ''}
        description={question?.description ?? ''}
        confirmLabel={
          (confirming && mutations[confirming].isPending ? question?.busyLabel : question?.confirmLabel) ?? ''
        }
        cancelLabel="Voltar"
        busy={busy}
        onConfirm={confirm}
      />
    </div>
  );
}
