import type { Role } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';
import { type AuditActor, recordAudit } from '../../audit';
import { createAccount } from '../../auth';

const EMAIL_TAKEN = 'Já existe um usuário com este email.';

/**
 * SPEC §5 create user: the account with its password (a hash made by Better Auth) and the audit
 * row, in one transaction. An admin vouches for the address, so it counts as confirmed and the
 * person can sign in at once.
 */
export async function createUser({
  db,
  actor,
  email,
  passwordHash,
  fullName,
  role,
  now = new Date(),
}: {
  db: Db;
  actor: AuditActor;
  email: string;
  passwordHash: string;
  fullName: string | null;
  role: Role;
  now?: Date;
}) {
  return inTransaction(db, async (trx) => {
    const profile = await createAccount({
      db: trx,
      email,
      fullName,
      role,
      emailVerified: true,
      passwordHash,
      now,
    });
    // Taken, or two admins adding the same address at once: the unique index decides, same answer.
    if (!profile) throw new AppError(409, EMAIL_TAKEN, 'email_taken');
    await recordAudit({
      db: trx,
      actor,
      action: 'user.created',
      target: profile,
      after: { email, fullName, role },
    });
    return profile;
  });
}
