import { Receipt } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { planCheckoutLink } from '../../../../shared/checkout-links';
import { GUARANTEE_DAYS, WITHDRAWAL_DAYS } from '../../../../shared/constants';
import { formatDate } from '../../../../shared/format';
import type { PaymentPlatform } from '../../../../shared/payments';
import { PLAN_OFFERS } from '../../../../shared/plans';
import { givesAccess, type SubscriptionView } from '../../../../shared/subscription-rules';
import { EmptyState } from '../../../../ui/empty-state';
import { PaymentPeriodList, PaymentPeriodListSkeleton } from '../../../../ui/payment-period-list';
import { QueryState } from '../../../components/query-state';
import { config } from '../../../lib/config';
import { useMyPayments } from '../api/get-my-payments';
import { useMySubscription } from '../api/get-my-subscription';
import { useBuyer } from '../hooks/use-buyer';
import { SameEmailNote } from './way-back';

// "Minha assinatura" in Configurações → Plano: what the member paid, each payment the period it
// bought (docs/decisions/027-paid-periods.md), when the deciding grant charges again or ends, and
// what they can do about it where they bought it.

const linkClass = 'font-medium text-primary underline underline-offset-4';

/** Where a platform subscription is cancelled: the buyer's own account there (no link we could keep true). */
const CANCEL_AT: Record<PaymentPlatform, string> = {
  hotmart: 'Cancele em Minhas compras na Hotmart',
  kiwify: 'Cancele pelo e-mail de compra da Kiwify',
};

const ANNUAL_EXTRA = PLAN_OFFERS.find((offer) => offer.plan === 'anual')?.extra;

/** A platform subscription that charges again at its end (not cancelled, not lifetime, not manual). */
const renewsAtPlatform = (sub: SubscriptionView, now: Date) =>
  sub.source !== 'manual' &&
  sub.status === 'active' &&
  sub.expiresAt !== null &&
  givesAccess(sub.status, sub.expiresAt, now);

/**
 * The deciding grant's next date: "Próxima cobrança em …" for a platform subscription, "Acesso
 * até …" once cancelled (or for a manual grant), "Acesso vitalício"; nothing without access.
 */
export function nextStepText(sub: SubscriptionView | null, now = new Date()) {
  if (!sub || !givesAccess(sub.status, sub.expiresAt, now)) return null;
  if (sub.expiresAt === null) return 'Acesso vitalício';
  if (renewsAtPlatform(sub, now)) return `Próxima cobrança em ${formatDate(sub.expiresAt)}`;
  return `Acesso até ${formatDate(sub.expiresAt)}`;
}

function WhatYouCanDo({ sub, now }: { sub: SubscriptionView | null; now: Date }) {
  const renews = sub !== null && renewsAtPlatform(sub, now);
  // A monthly plan still renewing; a cancelled one has Reativar above.
  const monthly =
    sub?.plan === 'mensal' && sub.status === 'active' && givesAccess(sub.status, sub.expiresAt, now);
  const buyer = useBuyer();
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">O que você pode fazer</h4>
      <ul className="grid list-disc gap-2 pl-5 text-sm">
        {monthly && (
          <li>
            Trocar para o Anual{ANNUAL_EXTRA ? ` (${ANNUAL_EXTRA})` : ''}:{' '}
            <a
              href={planCheckoutLink(config, 'anual', buyer)}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              assine o plano Anual
            </a>
            {renews ? ' e cancele o Mensal como indicado abaixo.' : '.'}
            <SameEmailNote className="mt-1" />
          </li>
        )}
        {sub && renews && sub.source !== 'manual' && (
          <li>{CANCEL_AT[sub.source]}: o acesso continua até o fim do período pago.</li>
        )}
        <li>
          Reembolso: peça em até {WITHDRAWAL_DAYS} dias da compra (direito de arrependimento) ou na garantia
          de {GUARANTEE_DAYS} dias, pela plataforma onde você comprou ou pelo{' '}
          <Link to="/suporte" className={linkClass}>
            Suporte
          </Link>
          .
        </li>
      </ul>
    </div>
  );
}

/** Below the Plano tab's grant: the member's payments, the next date and what they can do. */
export function MySubscription() {
  const titleId = useId();
  const payments = useMyPayments();
  // The Plano tab's own query (same key): no second request.
  const sub = useMySubscription().data?.subscription ?? null;
  const now = new Date();
  const next = nextStepText(sub, now);
  return (
    <section aria-labelledby={titleId} className="mt-6 grid gap-4 border-t pt-6">
      <h3 id={titleId} className="text-base font-semibold">
        Minha assinatura
      </h3>
      {next && (
        <p className="text-sm font-medium" data-testid="next-step">
          {next}
        </p>
      )}
      <QueryState query={payments} loading={<PaymentPeriodListSkeleton />}>
        {(data) =>
          data.payments.length === 0 ? (
            <EmptyState icon={Receipt}>Nenhum pagamento registrado ainda.</EmptyState>
          ) : (
            <PaymentPeriodList payments={data.payments} />
          )
        }
      </QueryState>
      <WhatYouCanDo sub={sub} now={now} />
    </section>
  );
}
