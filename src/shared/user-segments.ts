import { EXPIRY_WARNING_DAYS } from './constants';
import { formatDate } from './format';
import { PLAN_LABELS } from './plans';
import type { UserSegment } from './schemas/admin-users';
import { GRANT_SOURCE_LABELS, STANDING_FILTER_LABELS } from './subscription-rules';

/** A São Paulo day 'YYYY-MM-DD' as dd/mm/aaaa (noon: the same day in any zone). */
const day = (value: string) => formatDate(`${value}T12:00:00Z`);

/** The "vence em" window's words: the 7-day default keeps the filter's own label. */
export const expiringLabel = (days: number) =>
  days === EXPIRY_WARNING_DAYS
    ? STANDING_FILTER_LABELS.expiring
    : `Vence em até ${days} ${days === 1 ? 'dia' : 'dias'}`;

/**
 * A segment in the admin's words: "Vence em até 7 dias · Anual · Hotmart ·
 * cadastro de 01/01/2026 a 31/01/2026 · “gonçalves”"; everyone: "Todos os usuários".
 */
export function segmentLabel(segment: UserSegment) {
  const parts: string[] = [];
  if (segment.status)
    parts.push(
      segment.status === 'expiring' ? expiringLabel(segment.days) : STANDING_FILTER_LABELS[segment.status],
    );
  if (segment.plan) parts.push(PLAN_LABELS[segment.plan]);
  if (segment.source) parts.push(GRANT_SOURCE_LABELS[segment.source]);
  if (segment.from && segment.to) parts.push(`cadastro de ${day(segment.from)} a ${day(segment.to)}`);
  else if (segment.from) parts.push(`cadastro desde ${day(segment.from)}`);
  else if (segment.to) parts.push(`cadastro até ${day(segment.to)}`);
  if (segment.search) parts.push(`“${segment.search}”`);
  return parts.length > 0 ? parts.join(' · ') : 'Todos os usuários';
}
