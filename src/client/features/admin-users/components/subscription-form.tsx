import { PLANS, type Plan, SUBSCRIPTION_STATUSES } from '../../../../shared/constants';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/labels';
import { PLAN_LABELS } from '../../../../shared/plans';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import type { PlanPrice } from '../../../../shared/schemas/plan-prices';
import { subscriptionFormSchema } from '../../../../shared/schemas/subscriptions';
import { Button } from '../../../../ui/button';
import { PriceField } from '../../../../ui/price-field';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSaveSubscription } from '../api/change-member';
import { GrantActions } from './grant-actions';
import {
  grantBeingEdited,
  initialFormValues,
  planDefaults,
  toSubscriptionRequest,
} from './subscription-form-values';

const PLAN_OPTIONS = PLANS.map((plan) => ({ value: plan, label: PLAN_LABELS[plan] }));
const STATUS_OPTIONS = SUBSCRIPTION_STATUSES.map((status) => ({
  value: status,
  label: SUBSCRIPTION_STATUS_LABELS[status],
}));

type FormProps = { user: AdminUser; prices: PlanPrice[]; onClose: () => void };

/**
 * The dialog's fields (Plano, Status, Preço, Data de expiração); choosing a plan fills its price
 * and end.
 */
export function SubscriptionForm({ user, prices, onClose }: FormProps) {
  const current = grantBeingEdited(user);
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: subscriptionFormSchema,
    defaultValues: initialFormValues(user, prices),
    mutation: useSaveSubscription(user.id),
    toVariables: toSubscriptionRequest,
    labels: { idle: 'Salvar', busy: 'Salvando...' },
    errorTitle: 'Erro ao atualizar assinatura',
    errorFallback: 'Erro ao atualizar assinatura',
    onSuccess: (result) => {
      toast({ title: result.message, variant: 'success' });
      onClose();
    },
  });
  const lifetime = form.watch('plan') === 'vitalicio';
  const choosePlan = (plan: Plan) => {
    const defaults = planDefaults(plan, prices);
    form.setValue('price', defaults.price, { shouldValidate: form.formState.isSubmitted });
    form.setValue('expiresOn', defaults.expiresOn, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="subscription-plan"
          label="Plano"
          options={PLAN_OPTIONS}
          error={errors.plan?.message}
          {...form.register('plan', { onChange: (event) => choosePlan(event.target.value) })}
        />
        <SelectField
          id="subscription-status"
          label="Status"
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...form.register('status')}
        />
      </div>
      {lifetime ? (
        <div className="grid gap-2 text-sm">
          <span className="font-medium">Data de expiração</span>
          <p data-testid="subscription-no-expiry">Nunca expira</p>
        </div>
      ) : (
        <TextField
          id="subscription-expiry"
          label="Data de expiração"
          type="date"
          hint="Vale até o fim do dia (horário de Brasília)."
          error={errors.expiresOn?.message}
          {...form.register('expiresOn')}
        />
      )}
      <PriceField
        id="subscription-price"
        error={errors.price?.message}
        {...form.register('price', { valueAsNumber: true })}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between">
        <GrantActions user={user} current={current} disabled={busy} onDone={onClose} />
        <Button type="submit" disabled={busy} className="sm:ml-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
