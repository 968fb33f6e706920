import { DAY_MS } from '../../../shared/constants';
import type { Db } from '../../platform/db/connection';
import { createResetLink } from './data/create-reset-link';

// The auth feature's door for accounts made on someone's behalf (a buyer whose payment created
// the account): a link to choose the first password. It is a reset link that lives longer, so the
// reset screen and endpoint serve it, and using it confirms the address (see auth.ts).

export const SET_PASSWORD_LINK_DAYS = 7;

/** The e-mailed address where the person chooses a password; written with `db` (a transaction). */
export async function createSetPasswordLink({
  db,
  userId,
  appUrl,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  appUrl: string;
  now?: Date;
}) {
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_LINK_DAYS * DAY_MS);
  const token = await createResetLink({ db, userId, expiresAt, now });
  return `${appUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
}
