import { RefreshCw, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { wayBack } from '../../../../shared/checkout-links';
import { formatDate } from '../../../../shared/format';
import { PLATFORM_LABELS } from '../../../../shared/payment-platforms';
import { PLAN_LABELS } from '../../../../shared/plans';
import type { PlanState, SubscriptionView } from '../../../../shared/subscription-rules';
import { buttonVariants } from '../../../../ui/button';
import { cn } from '../../../../ui/cn';
import { config } from '../../../lib/config';
import { useBuyer } from '../hooks/use-buyer';

// The way back a member's plan offers (docs/product.md#plans-and-access): Renovar for a lapsed
// plan, Reativar for one cancelled at its period's end, each where the shared wayBack leads, in a
// new tab like every checkout link.

type WayBackLinkProps = { subscription: SubscriptionView; className?: string; describedBy?: string };

/** The button alone (the expiry notice says what it is for). */
export function WayBackLink({ subscription, className, describedBy }: WayBackLinkProps) {
  const way = wayBack(config, subscription, useBuyer());
  const Icon = way.action === 'reactivate' ? RotateCcw : RefreshCw;
  return (
    <a
      href={way.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={describedBy}
      className={cn(buttonVariants({ size: 'sm' }), 'w-fit', className)}
    >
      <Icon aria-hidden /> {way.action === 'reactivate' ? 'Reativar' : 'Renovar'}
    </a>
  );
}

/** Access follows the buyer's e-mail: said beside every checkout a signed-in member may pay at. */
export function SameEmailNote({ className }: { className?: string }) {
  const buyer = useBuyer();
  if (!buyer) return null;
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {`Use o mesmo e-mail da sua conta (${buyer.email}) no pagamento: é por ele que o acesso é liberado.`}
    </p>
  );
}

/** The grant a plan state offers a way back for: a lapsed one, or one cancelled that still gives access. */
export const wayBackGrant = (state: PlanState | null) =>
  state?.kind === 'lapsed' || (state?.kind === 'active' && state.cancelled) ? state.subscription : null;

const after = (end: string | null) => (end ? ` depois de ${formatDate(end)}` : '');

/**
 * The button with what it does: where Reativar leads, and the e-mail to pay with at a checkout.
 * `wide`: the button spans the card.
 */
export function WayBack({
  subscription,
  className,
  wide,
}: {
  subscription: SubscriptionView;
  className?: string;
  wide?: boolean;
}) {
  const noteId = useId();
  const way = wayBack(config, subscription, useBuyer());
  return (
    <div className={cn('grid gap-2', className)}>
      <WayBackLink subscription={subscription} describedBy={noteId} className={wide ? 'w-full' : undefined} />
      <div id={noteId} className="grid gap-1">
        {way.action === 'reactivate' && (
          <p className="text-xs text-muted-foreground">
            {way.via === 'checkout'
              ? `Reativar abre o pagamento do plano ${PLAN_LABELS[subscription.plan]}, para o acesso continuar${after(subscription.expiresAt)}.`
              : `Reativar abre a sua conta na ${PLATFORM_LABELS[way.via]}, onde a assinatura foi feita, para ela voltar a renovar.`}
          </p>
        )}
        {way.via === 'checkout' && <SameEmailNote />}
      </div>
    </div>
  );
}
