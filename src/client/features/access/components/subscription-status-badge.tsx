import type { SubscriptionView } from '../../../../shared/subscription-rules';
import { Badge } from '../../../../ui/badge';
import { grantWord } from '../subscription-labels';

/**
 * The Plano tab's status: Ativo (green, with days left), Cancelado (acesso até dd/mm), or what
 * ended it.
 */
export function SubscriptionStatusBadge({ subscription }: { subscription: SubscriptionView }) {
  const { word, tone } = grantWord(subscription);
  return <Badge variant={tone}>{word}</Badge>;
}
