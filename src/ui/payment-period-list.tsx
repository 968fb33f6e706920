import { formatDate, formatPrice } from '../shared/format';
import {
  type PaymentPeriodView,
  PERIOD_STATUS_LABELS,
  type PeriodStatus,
  PLATFORM_LABELS,
} from '../shared/payments';
import { PLAN_LABELS } from '../shared/plans';
import { Badge, type BadgeProps } from './badge';
import { cn } from './cn';
import { Skeleton } from './skeleton';

// A member's payments, each the period it bought (docs/decisions/027-paid-periods.md): the
// member's "Minha assinatura" and the admin's member page show the same cards, stacked (a phone
// never scrolls sideways). A payment in dispute stands out: access goes on until the platform decides.

const STATUS_VARIANTS: Record<PeriodStatus, BadgeProps['variant']> = {
  paid: 'success',
  refunded: 'secondary',
  disputed: 'warning',
};

/** "de 01/02/2026 a 01/03/2026", "de 01/02/2026, sem data de fim", or not known (older payments). */
export function periodText({ startsAt, endsAt }: Pick<PaymentPeriodView, 'startsAt' | 'endsAt'>) {
  if (!startsAt) return 'Período não registrado';
  if (!endsAt) return `de ${formatDate(startsAt)}, sem data de fim`;
  return `de ${formatDate(startsAt)} a ${formatDate(endsAt)}`;
}

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function PaymentPeriodList({
  payments,
  label = 'Pagamentos',
}: {
  payments: PaymentPeriodView[];
  label?: string;
}) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {payments.map((payment) => {
        const disputed = payment.status === 'disputed';
        return (
          <li
            key={`${payment.platform}:${payment.transactionId}`}
            data-testid="payment-period"
            className={cn(
              'grid gap-2 rounded-lg border p-4 text-sm',
              disputed && 'border-amber-600/50 bg-amber-500/5',
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium text-base">
                {payment.plan ? PLAN_LABELS[payment.plan] : 'Plano não registrado'}
                {' · '}
                {payment.amount === null ? 'valor não registrado' : formatPrice(payment.amount)}
              </span>
              <Badge variant={STATUS_VARIANTS[payment.status]}>{PERIOD_STATUS_LABELS[payment.status]}</Badge>
            </div>
            <dl className="grid gap-1">
              <Fact term="Pago em">
                {payment.paidAt ? formatDate(payment.paidAt) : 'data não registrada'}
              </Fact>
              <Fact term="Plataforma">{PLATFORM_LABELS[payment.platform]}</Fact>
              <Fact term="Período">{periodText(payment)}</Fact>
            </dl>
            {disputed && (
              <p className="text-amber-900 dark:text-amber-200">
                Pagamento contestado na plataforma: o acesso continua até a decisão.
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The list while it loads: two cards' outline. */
export function PaymentPeriodListSkeleton() {
  return (
    <div className="grid gap-3" role="status" aria-live="polite">
      <span className="sr-only">Carregando...</span>
      {[0, 1].map((card) => (
        <div key={card} className="grid gap-3 rounded-lg border p-4">
          <div className="flex items-center justify-between gap-2">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-16 rounded-full" />
          </div>
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-56 max-w-full" />
        </div>
      ))}
    </div>
  );
}
