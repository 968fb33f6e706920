import type { Selectable } from 'kysely';
import type { Db } from '../../../platform/db/connection';
import type { ProfilesTable } from '../../../platform/db/schema/profiles';
import { type AuditActor, recordAudit } from '../../audit';
import { createAccount, reclaimUnconfirmedAccount } from '../../auth';

// The member a payment is for, as applying it reads them from profiles: the name is said back in
// the mail only when the address is proven (email_verified).

const BUYER_COLUMNS = ['id', 'email', 'full_name', 'email_verified'] as const;

type Buyer = Pick<Selectable<ProfilesTable>, (typeof BUYER_COLUMNS)[number]>;

/** What taking back an unconfirmed account for a purchase needs: the buyer's name as sent, who acts. */
type Claim = { db: Db; name: string | null; actor: AuditActor; now: Date };

/**
 * The buyer's account: the existing member, or a new one (role user, address not yet confirmed,
 * no password until they choose one). `created` says which; `fresh`, that an existing account
 * nobody confirmed starts afresh for the buyer (see claimUnconfirmed). The insert comes first: a
 * new buyer (every delivery of a burst of sales) costs one statement, a known one the insert that
 * does nothing and the read. Two payments for one new e-mail at once: the unique e-mail index lets
 * one insert win, the other reads the winner's row.
 */
export async function findOrCreateBuyer({
  db,
  buyer,
  actor,
  now,
}: {
  db: Db;
  buyer: { email: string; name: string | null };
  actor: AuditActor;
  now: Date;
}) {
  const inserted = await createAccount({
    db,
    email: buyer.email,
    fullName: buyer.name,
    emailVerified: false,
    now,
  });
  if (inserted) {
    const { id, email, full_name, email_verified } = inserted;
    return { member: { id, email, full_name, email_verified }, created: true, fresh: false };
  }
  const member = await db
    .selectFrom('profiles')
    .select(BUYER_COLUMNS)
    .where('email', '=', buyer.email)
    .executeTakeFirst();
  if (!member) throw new Error('buyer vanished between insert and select');
  return { ...(await claimUnconfirmed(member, { db, name: buyer.name, actor, now })), created: false };
}

/** A member by id as the audit trail names them (the member a payment's period belongs to). */
export function findMemberRef({ db, userId }: { db: Db; userId: string }) {
  return db.selectFrom('profiles').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
}

/**
 * A purchase for an account whose address nobody confirmed treats the buyer as new (`fresh`: a
 * set-password link and the welcome mail), because whoever signed up with the address may not own
 * it (docs/product.md#security). When someone held the account (a password, a session), that
 * ends (auth's reclaimUnconfirmedAccount), the name they typed gives way to the buyer's, and the
 * audit trail says so. A buyer who has not yet chosen a password simply gets a new link.
 */
async function claimUnconfirmed(member: Buyer, { db, name, actor, now }: Claim) {
  if (member.email_verified) return { member, fresh: false };
  const reclaimed = await reclaimUnconfirmedAccount({ db, userId: member.id, now });
  // Confirmed since it was read (the owner used a link meanwhile): an existing member's payment.
  if (!reclaimed) return { member: { ...member, email_verified: true }, fresh: false };
  const { passwordDropped, sessionsEnded } = reclaimed;
  if (!passwordDropped && sessionsEnded === 0) return { member, fresh: true };
  await db
    .updateTable('profiles')
    .set({ full_name: name, updated_at: now })
    .where('id', '=', member.id)
    .execute();
  await recordAudit({
    db,
    actor,
    action: 'user.unconfirmed_reclaimed',
    target: member,
    before: { fullName: member.full_name, ...(passwordDropped && { password: 'definida' }) },
    after: {
      fullName: name,
      ...(passwordDropped && { password: 'removida' }),
      ...(sessionsEnded > 0 && { sessoes: sessionsEnded }),
    },
  });
  return { member: { ...member, full_name: name }, fresh: true };
}
