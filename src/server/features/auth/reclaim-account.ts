import type { Db } from '../../platform/db/connection';
import { lockedForUpdate } from '../../platform/db/transaction';
import { endMemberSessions } from '../session';
import { dropPassword } from './data/accounts';
import { deleteResetLinks } from './data/verifications';

// Anyone can sign up with someone else's e-mail and never confirm it. Such an account proves
// nothing about who holds it, so before access reaches the address's owner (their purchase, the
// admin's "Reenviar email de acesso") it is taken back: whoever made it loses its password and
// sessions, and the owner chooses a password through a set-password link, which confirms the
// address (docs/product.md#security).

export type Reclaimed = { passwordDropped: boolean; sessionsEnded: number };

/**
 * Takes back an unconfirmed account, in the caller's transaction (the profile row locked, so a
 * confirmation racing it either lands first and is seen, or waits). Null when the address is
 * confirmed: nothing changes. When someone held the account (a password, a session), the reset
 * links mailed before go too: the link the caller sends next is the one that counts. An account
 * nobody held (a buyer who has not yet chosen a password) keeps the links already mailed to it.
 */
export async function reclaimUnconfirmedAccount({
  db,
  userId,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  now?: Date;
}): Promise<Reclaimed | null> {
  const profile = await lockedForUpdate(
    db,
    db.selectFrom('profiles').select('email_verified').where('id', '=', userId),
  ).executeTakeFirst();
  if (!profile || profile.email_verified) return null;
  const passwordDropped = await dropPassword({ db, userId, now });
  const sessionsEnded = await endMemberSessions({ db, userId });
  if (passwordDropped || sessionsEnded > 0) await deleteResetLinks({ db, userId });
  return { passwordDropped, sessionsEnded };
}
