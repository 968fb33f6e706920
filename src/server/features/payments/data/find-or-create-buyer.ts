import type { Db } from '../../../platform/db/connection';
import { createAccount } from '../../auth';
import { findMember } from './find-member';

/**
 * The buyer's account: the existing member, or a new one (role user, address not yet confirmed,
 * no password until they choose one). `created` says which. The insert comes first: a new buyer
 * (a burst's every delivery, issue 22 §4) costs one statement, a known one the insert that does
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
  const member = await findMember({ db, email: buyer.email });
  if (!member) throw new Error('buyer vanished between insert and select');
  return { member, created: false };
}
