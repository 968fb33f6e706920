import { PLANS, SUBSCRIPTION_STATUSES } from '../../../../shared/constants';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/labels';
import { PLAN_LABELS } from '../../../../shared/plans';
import { addMonths, dayInSaoPaulo } from '../../../../shared/sao-paulo-day';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import { DEFAULT_SUBSCRIPTION, subscriptionFormSchema } from '../../../../shared/schemas/subscriptions';
import { Button } from '../../../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../ui/dialog';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useRemoveSubscription, useSaveSubscription } from '../api/change-subscription';

const PLAN_OPTIONS = PLANS.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }));
const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((status) => ({
  value: status,
  label: SUBSCRIPTION_STATUS_LABELS[status],
}));

/** The member's current subscription, or SPEC §5's defaults (29.9, mensal, active, a month from today). */
function initialValues(user: AdminUser) {
  const current = user.subscription;
  if (current)
    return {
      plan: current.plan,
      status: current.status,
      price: current.price,
      expiresOn: dayInSaoPaulo(current.expiresAt),
    };
  const { plan, status, price, months } = DEFAULT_SUBSCRIPTION;
  return { plan, status, price, expiresOn: addMonths(dayInSaoPaulo(), months) };
}

/** SPEC §4/§5 subscription dialog: creates one when the member has none, updates it, or Remover. */
export function SubscriptionDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const remove = useRemoveSubscription(user.id);
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: subscriptionFormSchema,
    defaultValues: initialValues(user),
    mutation: useSaveSubscription(user.id),
    labels: { idle: 'Salvar', busy: 'Salvando...' },
    errorTitle: 'Erro ao atualizar assinatura',
    errorFallback: 'Erro ao atualizar assinatura',
    onSuccess: (result) => {
      toast({ title: result.message, variant: 'success' });
      onClose();
    },
  });
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: (result) => {
        toast({ title: result.message, variant: 'success' });
        onClose();
      },
      onError: (error) => notifyError('Erro ao remover assinatura', error, 'Erro ao remover assinatura'),
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assinatura</DialogTitle>
          <DialogDescription className="break-all">
            {user.subscription ? 'Assinatura atual de' : 'Nova assinatura para'} {user.fullName || user.email}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="subscription-plan"
              label="Plano"
              options={PLAN_OPTIONS}
              error={errors.plan?.message}
              {...form.register('plan')}
            />
            <SelectField
              id="subscription-status"
              label="Status"
              options={STATUS_OPTIONS}
              error={errors.status?.message}
              {...form.register('status')}
            />
          </div>
          <TextField
            id="subscription-expiry"
            label="Data de expiração"
            type="date"
            hint="Vale até o fim do dia (horário de Brasília)."
            error={errors.expiresOn?.message}
            {...form.register('expiresOn')}
          />
          <TextField
            id="subscription-price"
            label="Preço (R$)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            error={errors.price?.message}
            {...form.register('price', { valueAsNumber: true })}
          />
          <DialogFooter className="sm:justify-between">
            {user.subscription ? (
              <Button
                type="button"
                variant="destructive"
                disabled={remove.isPending || busy}
                onClick={onRemove}
              >
                {remove.isPending ? 'Removendo...' : 'Remover'}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" disabled={busy || remove.isPending}>
                {submitLabel}
              </Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
