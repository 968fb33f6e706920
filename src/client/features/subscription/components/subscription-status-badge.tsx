import {
  daysRemaining,
  isSubscriptionActive,
  type SubscriptionView,
} from '../../../../shared/subscription-rules';
import { Badge } from '../../../../ui/badge';

/** SPEC §4 Plano tab: Ativo (green, with days left), Expirado, Cancelado. A lapsed "active" row reads Expirado. */
export function SubscriptionStatusBadge({ subscription }: { subscription: SubscriptionView }) {
  if (subscription.status === 'cancelled') return <Badge variant="secondary">Cancelado</Badge>;
  if (!isSubscriptionActive(subscription)) return <Badge variant="destructive">Expirado</Badge>;
  const days = daysRemaining(subscription.expiresAt);
  return (
    <Badge variant="success">
      Ativo{subscription.plan !== 'vitalicio' && days > 0 ? ` · ${days} ${days === 1 ? 'dia' : 'dias'}` : ''}
    </Badge>
  );
}
