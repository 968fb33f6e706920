import { CalendarPlus } from 'lucide-react';
import { EXTEND_DAYS_MAX, extendAccessSchema } from '../../../../shared/schemas/subscriptions';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useConfirmBeforeSubmit } from '../../../lib/use-confirm-before-submit';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useExtendAccess } from '../api/change-member';

const QUICK_DAYS = 7;
const dayCount = (days: number) => (days === 1 ? '1 dia' : `${days} dias`);

/**
 * "+7 dias" / "+N dias" (docs/decisions/024-plus-n-days.md), always confirmed: a grant giving
 * access runs on from its end; without one the member gets a courtesy grant from today
 * (the server's subscriptions/change-subscription.ts).
 */
export function ExtendAccessForm({ userId, name }: { userId: string; name: string }) {
  const { form, errors, onSubmit, busy } = useFormSubmit({
    schema: extendAccessSchema,
    defaultValues: { days: QUICK_DAYS },
    mutation: useExtendAccess(userId),
    labels: { idle: 'Estender', busy: 'Estendendo...' },
    errorTitle: 'Erro ao estender o acesso',
    onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
  });
  const confirmation = useConfirmBeforeSubmit({
    onSubmit,
    validate: () => form.trigger(),
    needsConfirmation: () => true,
  });
  const days = Number(form.watch('days'));
  const quick = () => {
    form.setValue('days', QUICK_DAYS);
    void confirmation.submit();
  };
  return (
    <form onSubmit={confirmation.submit} className="flex flex-wrap items-end gap-2" noValidate>
      <Button type="button" variant="outline" onClick={quick} disabled={busy}>
        <CalendarPlus aria-hidden />+{QUICK_DAYS} dias
      </Button>
      <div className="w-28">
        <TextField
          id="extend-days"
          label="Dias"
          type="number"
          inputMode="numeric"
          min={1}
          max={EXTEND_DAYS_MAX}
          error={errors.days?.message}
          {...form.register('days', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? 'Estendendo...' : '+N dias'}
      </Button>
      <ConfirmDialog
        {...confirmation.dialog}
        title={`Dar +${dayCount(Number.isFinite(days) ? days : QUICK_DAYS)} de acesso a ${name}?`}
        description="Se a assinatura atual dá acesso, o fim dela avança esses dias. Se não há acesso agora, uma assinatura de cortesia (R$ 0,00) começa hoje. Fica registrado na auditoria."
        confirmLabel="Estender acesso"
        tone="positive"
        busy={busy}
      />
    </form>
  );
}
