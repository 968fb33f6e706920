import type { Db } from '../../../platform/db/connection';
import type { ExpiryNoticeKind } from '../../../platform/db/schema/expiry-notices';

/**
 * The "sent" record: true when this call made it, false when the notice was already recorded
 * (by this process or another). Written in the transaction that queues the e-mail, so the mail
 * exists exactly when the record does.
 */
export async function recordNotice({
  db,
  subscriptionId,
  kind,
  expiresAt,
  now,
}: {
  db: Db;
  subscriptionId: string;
  kind: ExpiryNoticeKind;
  expiresAt: Date;
  now: Date;
}) {
  const row = await db
    .insertInto('expiry_notices')
    .values({ subscription_id: subscriptionId, kind, expires_at: expiresAt, sent_at: now })
    .onConflict((oc) => oc.columns(['subscription_id', 'kind', 'expires_at']).doNothing())
    .returning('kind')
    .executeTakeFirst();
  return row !== undefined;
}
