import type { Db } from '../../../platform/db/connection';

/** The member with this (lowercased) e-mail, or undefined. */
export async function findMember({ db, email }: { db: Db; email: string }) {
  return db
    .selectFrom('profiles')
    .select(['id', 'email', 'full_name', 'email_verified'])
    .where('email', '=', email)
    .executeTakeFirst();
}
