import type { Role } from '../../../../shared/constants';
import { planBadge, type SubscriptionView } from '../../../../shared/subscription-rules';
import { Badge } from '../../../../ui/badge';

/** The plan badge in the top bar. */
export function PlanBadge({ role, subscription }: { role: Role; subscription: SubscriptionView | null }) {
  const badge = planBadge(role, subscription);
  return (
    <Badge variant={badge.variant} data-testid="plan-badge">
      {badge.label}
    </Badge>
  );
}
