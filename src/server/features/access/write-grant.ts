import { randomUUID } from 'node:crypto';
import type { Insertable, Updateable } from 'kysely';
import type { AuditAction } from '../../../shared/audit-actions';
import type { Db } from '../../platform/db/connection';
import type { Subscription, SubscriptionsTable } from '../../platform/db/schema/subscriptions';
import { type AuditActor, recordAudit } from '../audit';
import { refreshMemberAccess } from './member-access';

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

type GrantWrite = {
  actor: AuditActor;
  /** The grant's member, locked by the caller (lockMember). */
  member: { id: string; email: string };
  action: AuditAction;
  now: Date;
} & (
  | { grant: Subscription; set: Updateable<SubscriptionsTable> }
  | {
      add: Omit<Insertable<SubscriptionsTable>, 'id' | 'user_id' | 'started_at' | 'updated_at'>;
      /** The member was created in this transaction: the added grant is their only one, and decides. */
      soleGrant?: boolean;
    }
);

/**
 * Every grant change ends here: the row changed (or added), its audit row with before and after,
 * and the member's deciding grant refreshed, in the caller's transaction.
 */
export async function writeGrant(trx: Db, write: GrantWrite) {
  const { actor, member, action, now } = write;
  const saved =
    'grant' in write
      ? await trx
          .updateTable('subscriptions')
          .set({ ...write.set, updated_at: now })
          .where('id', '=', write.grant.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('subscriptions')
          .values({ id: randomUUID(), user_id: member.id, ...write.add, started_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
  await recordAudit({
    db: trx,
    actor,
    action,
    target: member,
    before: 'grant' in write ? grantSnapshot(write.grant) : null,
    after: grantSnapshot(saved),
  });
  await refreshMemberAccess(trx, member.id, now, 'soleGrant' in write && write.soleGrant ? saved : undefined);
  return saved;
}
