import type { Subscription } from '../../platform/db/schema/subscriptions';

/** A grant's fields as the audit trail records them before and after a change. */
export const grantSnapshot = (
  row: Pick<Subscription, 'plan' | 'status' | 'price' | 'expires_at' | 'source' | 'reference'>,
) => ({
  plan: row.plan,
  status: row.status,
  price: Number(row.price),
  expiresAt: row.expires_at?.toISOString() ?? null,
  source: row.source,
  ...(row.reference ? { reference: row.reference } : {}),
});
