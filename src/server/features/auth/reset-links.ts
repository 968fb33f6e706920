import { DAY_MS } from '../../../shared/constants';
import type { Db } from '../../platform/db/connection';
import { createResetLink, deleteResetLinks } from './data/verifications';

// Password-reset links beyond Better Auth's own "Esqueci minha senha": the longer-lived link that
// lets a person choose a first password, and the rule that a password change ends every link.

export const SET_PASSWORD_LINK_DAYS = 7;

/**
 * The e-mailed address where a person whose account was made on their behalf (a buyer whose
 * payment created it) chooses a first password; written with `db` (a transaction). It is a reset
 * link that lives longer, so the reset screen and endpoint serve it, and using it confirms the
 * address (auth.ts, onPasswordReset).
 */
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

/**
 * What follows any change of a member's password, whichever way it happened (reset link,
 * settings, an admin): links e-mailed for the old password stop working, so a leaked mail cannot
 * undo the change (docs/product.md#security).
 */
export async function onPasswordChanged({ db, userId }: { db: Db; userId: string }) {
  await deleteResetLinks({ db, userId });
}
