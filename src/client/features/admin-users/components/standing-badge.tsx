import { type Standing, standingLabel } from '../../../../shared/subscription-rules';
import { Badge } from '../../../../ui/badge';

const TONES = {
  active: 'success',
  expiring: 'secondary',
  cancelled: 'secondary',
  expired: 'destructive',
  refunded: 'destructive',
  ended: 'destructive',
  never: 'outline',
} as const satisfies Record<Standing['kind'], string>;

/** Where the member stands now (Ativa, Vence em N dias, Cancelada (acesso até dd/mm)…). */
export const StandingBadge = ({ standing }: { standing: Standing }) => (
  <Badge variant={TONES[standing.kind]} data-testid="standing">
    {standingLabel(standing)}
  </Badge>
);
