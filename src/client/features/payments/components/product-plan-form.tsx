import { type ProductPlanInput, productPlanSchema } from '../../../../shared/schemas/payments';
import { FormActions } from '../../../../ui/form-actions';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSaveProductPlan } from '../api/product-plans';
import { PLAN_OPTIONS, PLATFORM_OPTIONS } from './payment-labels';

export const NEW_PRODUCT: ProductPlanInput = { platform: 'hotmart', productId: '', plan: 'mensal' };

type ProductPlanFormProps = {
  initial: ProductPlanInput;
  /** Set while a row's Editar filled the form: Cancelar goes back to a new product. */
  onCancel?: () => void;
  onSaved: () => void;
};

/**
 * Adds a product (or product:offer) → plan, or changes the plan of one already there (same
 * platform and product): a row's Editar opens the form with that row (`initial`).
 */
export function ProductPlanForm({ initial, onCancel, onSaved }: ProductPlanFormProps) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: productPlanSchema,
    defaultValues: initial,
    mutation: useSaveProductPlan(),
    labels: { idle: 'Salvar produto', busy: 'Salvando...' },
    errorTitle: 'Erro',
    errorFallback: 'Não foi possível salvar o produto.',
    onSuccess: (result) => {
      toast({ title: result.message, variant: 'success' });
      onSaved();
    },
  });

  return (
    <form
      onSubmit={onSubmit}
      aria-label={onCancel ? `Editar produto ${initial.productId}` : 'Novo produto'}
      className="grid gap-4 sm:grid-cols-[10rem_1fr_10rem_auto] sm:items-start"
      noValidate
    >
      <SelectField
        id="product-platform"
        label="Plataforma"
        options={PLATFORM_OPTIONS}
        error={errors.platform?.message}
        {...form.register('platform')}
      />
      <TextField
        id="product-id"
        label="ID do produto"
        placeholder="4774438 ou 4774438:oferta"
        hint="Produto:oferta vale só para aquela oferta."
        autoComplete="off"
        error={errors.productId?.message}
        {...form.register('productId')}
      />
      <SelectField
        id="product-plan"
        label="Plano"
        options={PLAN_OPTIONS}
        error={errors.plan?.message}
        // Editar lands on what is usually changed (focus follows the admin's own click).
        autoFocus={!!onCancel}
        {...form.register('plan')}
      />
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} className="sm:mt-7" />
    </form>
  );
}
