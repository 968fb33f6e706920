import type { Db } from '../../../platform/db/connection';
import { createAccount } from '../../auth';

// The member a payment is for, as applying it reads them from profiles: the name is said back in
// the mail only when the address is proven (email_verified).

const BUYER_COLUMNS = ['id', 'email', 'full_name', 'email_verified'] as const;

/**
 * The buyer's account: the existing member, or a new one (role user, address not yet confirmed,
 * no password until they choose one). `created` says which. The insert comes first: a new buyer
 * (every delivery of a burst of sales) costs one statement, a known one the insert that does
 * nothing and the read. Two payments for one new e-mail at once: the unique e-mail index lets one
 * insert win, the other reads the winner's row.
 */
export async function findOrCreateBuyer({
  db,
  buyer,
  now,
}: {
  db: Db;
  buyer: { email: string; name: string | null };
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
    return { member: { id, email, full_name, email_verified }, created: true };
  }
  const member = await db
    .selectFrom('profiles')
    .select(BUYER_COLUMNS)
    .where('email', '=', buyer.email)
    .executeTakeFirst();
  if (!member) throw new Error('buyer vanished between insert and select');
  return { member, created: false };
}

/** A member by id as the audit trail names them (the member a payment's period belongs to). */
export function findMemberRef({ db, userId }: { db: Db; userId: string }) {
  return db.selectFrom('profiles').select(['id', 'email']).where('id', '=', userId).executeTakeFirst();
}
