import { formatDate, formatPrice } from '../../../../shared/format';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/labels';
import { PLAN_LABELS } from '../../../../shared/plans';
import {
  GRANT_SOURCE_LABELS,
  givesAccess,
  type SubscriptionView,
} from '../../../../shared/subscription-rules';
import { Badge } from '../../../../ui/badge';
import { QueryState } from '../../../components/query-state';
import { useUserGrants } from '../api/get-member';

/** "01/01/2026 – 31/01/2026", or "01/01/2026 – sem fim" for a lifetime grant. */
export const grantPeriod = (grant: SubscriptionView) =>
  `${formatDate(grant.startedAt)} – ${grant.expiresAt === null ? 'sem fim' : formatDate(grant.expiresAt)}`;

/** A grant past its end reads Expirada even before the expiry job marks it (within minutes). */
const shownStatus = (grant: SubscriptionView, now = new Date()) =>
  (grant.status === 'active' || grant.status === 'cancelled') &&
  !givesAccess(grant.status, grant.expiresAt, now)
    ? 'expired'
    : grant.status;

function GrantItem({ grant }: { grant: SubscriptionView }) {
  return (
    <li className="grid gap-1 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{PLAN_LABELS[grant.plan]}</span>
        <Badge variant="outline">{GRANT_SOURCE_LABELS[grant.source]}</Badge>
        <Badge variant="secondary">{SUBSCRIPTION_STATUS_LABELS[shownStatus(grant)]}</Badge>
      </div>
      <p className="text-muted-foreground">
        {formatPrice(grant.price)} · {grantPeriod(grant)}
      </p>
    </li>
  );
}

/** Every grant the member had, newest first (stacked lines: no overflow on a phone). */
export function GrantsList({ userId }: { userId: string }) {
  const grants = useUserGrants(userId);
  return (
    <section aria-labelledby="grants-title" className="grid gap-2 border-t pt-4">
      <h3 id="grants-title" className="text-sm font-semibold">
        Histórico de assinaturas
      </h3>
      <QueryState query={grants}>
        {({ subscriptions }) =>
          subscriptions.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhuma assinatura ainda.</p>
          ) : (
            <ul className="divide-y" aria-label="Assinaturas do usuário">
              {subscriptions.map((grant) => (
                <GrantItem key={grant.id} grant={grant} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
