import { PLAN_LABELS } from '../../../../shared/plans';
import { type PlanPrice, planPriceSchema } from '../../../../shared/schemas/plan-prices';
import { Button } from '../../../../ui/button';
import { PriceField } from '../../../../ui/price-field';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSavePlanPrice } from '../../access/api/plan-prices';

/** One plan's row: its price and, for recurring plans, how many months one grant lasts. */
export function PlanPriceForm({ price }: { price: PlanPrice }) {
  const { plan } = price;
  const lifetime = plan === 'vitalicio';
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: planPriceSchema,
    defaultValues: { price: price.price, months: price.months },
    mutation: useSavePlanPrice(plan),
    labels: { idle: 'Salvar', busy: 'Salvando...' },
    errorTitle: 'Erro',
    errorFallback: 'Não foi possível salvar o preço do plano.',
    onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
  });

  return (
    <form
      onSubmit={onSubmit}
      aria-label={`Preço do plano ${PLAN_LABELS[plan]}`}
      className="grid gap-3 py-4 sm:grid-cols-[7rem_1fr_1fr_auto] sm:items-start"
      noValidate
    >
      <p className="font-medium sm:mt-8">{PLAN_LABELS[plan]}</p>
      <PriceField
        id={`plan-price-${plan}`}
        error={errors.price?.message}
        {...form.register('price', { valueAsNumber: true })}
      />
      {lifetime ? (
        <div className="grid gap-2 text-sm">
          <span className="font-medium">Duração (meses)</span>
          <p className="py-2 text-muted-foreground">Sem fim</p>
        </div>
      ) : (
        <TextField
          id={`plan-months-${plan}`}
          label="Duração (meses)"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          error={errors.months?.message}
          {...form.register('months', { valueAsNumber: true })}
        />
      )}
      <Button type="submit" disabled={busy} className="w-fit sm:mt-7">
        {submitLabel}
      </Button>
    </form>
  );
}
