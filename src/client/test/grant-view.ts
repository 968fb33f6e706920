import type { SubscriptionView } from '../../shared/subscription-rules';

const DAY_MS = 86_400_000;

/** An instant `days` from now (negative: in the past), as the API writes it. */
export const inDays = (days: number, now = Date.now()) => new Date(now + days * DAY_MS).toISOString();

/**
 * A grant as the API shows it: active monthly by default, ending `endsInDays` from now (null: no
 * end, lifetime).
 */
export function grantView(
  overrides: Partial<SubscriptionView> & { endsInDays?: number | null } = {},
): SubscriptionView {
  const { endsInDays = 20, ...fields } = overrides;
  return {
    id: 'g1',
    plan: 'mensal',
    status: 'active',
    source: 'manual',
    price: 197,
    startedAt: inDays(-10),
    expiresAt: endsInDays === null ? null : inDays(endsInDays),
    ...fields,
  };
}
