import { daysRemaining, daysText, type SubscriptionView } from '../../../../shared/subscription-rules';
import { Badge } from '../../../../ui/badge';
import { statusWord } from '../subscription-labels';

const VARIANTS = { Ativo: 'success', Expirado: 'destructive', Cancelado: 'secondary' } as const;

/** SPEC §4 Plano tab: Ativo (green, with days left), Expirado, Cancelado. */
export function SubscriptionStatusBadge({ subscription }: { subscription: SubscriptionView }) {
  const word = statusWord(subscription);
  const days = daysRemaining(subscription.expiresAt);
  const withDays = word === 'Ativo' && subscription.plan !== 'vitalicio' && days > 0;
  return <Badge variant={VARIANTS[word]}>{withDays ? `${word} · ${daysText(days)}` : word}</Badge>;
}
