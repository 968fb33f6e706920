import { randomUUID } from 'node:crypto';
import type { Role } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';
import { isUniqueViolation } from '../../../platform/db/engine';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';
import { type AuditActor, recordAudit } from '../../audit/record-audit';

export const EMAIL_TAKEN = 'Já existe um usuário com este email.';

/**
 * SPEC §5 create user: the profile, its password account (Better Auth's credential account, with
 * a hash made by Better Auth) and the audit row, in one transaction. An admin vouches for the
 * address, so it counts as confirmed and the person can sign in at once.
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
  try {
    return await inTransaction(db, async (trx) => {
      const taken = await trx
        .selectFrom('profiles')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      if (taken) throw new AppError(409, EMAIL_TAKEN, 'email_taken');
      const id = randomUUID();
      const profile = await trx
        .insertInto('profiles')
        .values({
          id,
          email,
          full_name: fullName,
          email_verified: true,
          role,
          created_at: now,
          updated_at: now,
        })
        .returning(['id', 'email', 'full_name', 'role', 'created_at'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('accounts')
        .values({
          id: randomUUID(),
          account_id: id,
          provider_id: 'credential',
          user_id: id,
          password: passwordHash,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await recordAudit(trx, actor, {
        action: 'user.created',
        target: profile,
        after: { email, fullName, role },
      });
      return profile;
    });
  } catch (error) {
    // Two admins adding the same address at once: the unique index decides, same answer.
    if (isUniqueViolation(error)) throw new AppError(409, EMAIL_TAKEN, 'email_taken');
    throw error;
  }
}
