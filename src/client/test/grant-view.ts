import type { AdminUser } from '../../shared/schemas/admin-users';
import { type SubscriptionView, standingOf } from '../../shared/subscription-rules';

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

/** Maria Silva on /admin/usuarios with this deciding grant (or none), standing as the server words it. */
export function adminUserWith(subscription: SubscriptionView | null, now = new Date()): AdminUser {
  return {
    id: 'u1',
    email: 'maria@example.com',
    fullName: 'Maria Silva',
    role: 'user',
    createdAt: '2025-01-01T00:00:00.000Z',
    subscription,
    standing: subscription ? standingOf(subscription.status, subscription.expiresAt, now) : { kind: 'never' },
  };
}
