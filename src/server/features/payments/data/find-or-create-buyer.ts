import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/connection';

/** The member with this (lowercased) e-mail, or undefined. */
export async function findMember(db: Db, email: string) {
  return db
    .selectFrom('profiles')
    .select(['id', 'email', 'full_name', 'email_verified'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/**
 * The buyer's account: the existing member, or a new one (role user, address not yet confirmed,
 * no password until they choose one). `created` says which. Two payments for one new e-mail at
 * once: the unique e-mail index lets one insert win, the other reads the winner's row.
 */
export async function findOrCreateBuyer(db: Db, buyer: { email: string; name: string | null }, now: Date) {
  const existing = await findMember(db, buyer.email);
  if (existing) return { member: existing, created: false };
  const inserted = await db
    .insertInto('profiles')
    .values({
      id: randomUUID(),
      email: buyer.email,
      full_name: buyer.name,
      email_verified: false,
      role: 'user',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning(['id', 'email', 'full_name', 'email_verified'])
    .executeTakeFirst();
  if (inserted) return { member: inserted, created: true };
  const member = await findMember(db, buyer.email);
  if (!member) throw new Error('buyer vanished between insert and select');
  return { member, created: false };
}
