import type { PaymentPeriodView } from '../../../../shared/payments';
import { Badge } from '../../../../ui/badge';

/** Beside the member page's payments: how many are in dispute now, so the operator sees them first. */
export function DisputedCount({ payments }: { payments: PaymentPeriodView[] | undefined }) {
  const count = payments?.filter((payment) => payment.status === 'disputed').length ?? 0;
  if (count === 0) return null;
  return (
    <Badge variant="warning">
      {count === 1 ? '1 pagamento em disputa' : `${count} pagamentos em disputa`}
    </Badge>
  );
}
