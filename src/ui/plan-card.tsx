import { Check } from 'lucide-react';
import { MAX_INSTALMENTS } from '../shared/constants';
import { formatPrice } from '../shared/format';
import type { PlanOffer } from '../shared/plans';
import { buttonVariants } from './button';
import { cn } from './cn';

/**
 * One plan of the catalogue; its button opens the configured checkout in a new tab.
 * Shared by the SPA (/subscription-expired, URL from the embedded config) and the server-rendered
 * landing page; each passes the operator's checkout URL.
 */
export function PlanCard({
  offer,
  cta,
  checkoutUrl,
}: {
  offer: PlanOffer;
  cta: string;
  checkoutUrl: string;
}) {
  const highlighted = !!offer.highlight;
  return (
    <article
      aria-labelledby={`plan-${offer.plan}`}
      className={cn(
        'relative flex flex-col gap-6 rounded-xl border bg-card p-6 text-card-foreground shadow-sm',
        highlighted && 'border-primary shadow-lg ring-2 ring-primary',
      )}
    >
      {offer.highlight && (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          {offer.highlight}
        </span>
      )}
      <header className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id={`plan-${offer.plan}`} className="text-xl font-bold">
            {offer.name}
          </h3>
          {offer.discountBadge && (
            <span className="rounded-full bg-success px-2 py-0.5 text-xs font-semibold text-success-foreground">
              {offer.discountBadge}
            </span>
          )}
        </div>
        {offer.originalPrice && (
          <p className="text-sm text-muted-foreground">
            de <s>{formatPrice(offer.originalPrice)}</s>
          </p>
        )}
        <p>
          <span className="text-3xl font-extrabold tracking-tight">{formatPrice(offer.price)}</span>
          <span className="text-muted-foreground"> {offer.period}</span>
        </p>
        {offer.monthlyEquivalent && (
          <p className="text-sm text-muted-foreground">
            {`ou ${formatPrice(offer.monthlyEquivalent)}/mês em até ${MAX_INSTALMENTS}x`}
          </p>
        )}
        {offer.extra && <p className="text-sm font-medium text-primary">{offer.extra}</p>}
      </header>
      <ul className="grid gap-2 text-sm">
        {offer.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <a
        href={checkoutUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(
          buttonVariants({ variant: highlighted ? 'default' : 'outline', size: 'lg' }),
          'mt-auto w-full',
        )}
      >
        {cta}
      </a>
    </article>
  );
}
