import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError, MESSAGES } from '../../../platform/http/app-error';
import { type AuditActor, recordAudit } from '../../audit';

/** Whether this account confirmed a two-factor enrolment (profiles.two_factor_enabled). */
export async function hasTwoFactor({ db, userId }: { db: Db; userId: string }) {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('id', '=', userId)
    .where('two_factor_enabled', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

const SELF_RESET = 'Para desativar a sua, use Configurações → Segurança.';
const NOT_ENROLLED = 'Este usuário não tem verificação em duas etapas ativa.';

/**
 * An admin clears someone else's two-factor (a lost phone): the enrolment, its backup
 * codes and every device it trusted go, in one transaction with the audit row. They sign in with
 * the password alone, and an admin under ADMIN_TWO_FACTOR=required enrols again before /admin
 * (docs/decisions/019-two-factor.md).
 */
export async function resetTwoFactor({ db, actor, userId }: { db: Db; actor: AuditActor; userId: string }) {
  if (userId === actor.id) throw new AppError(409, SELF_RESET, 'self_reset');
  return inTransaction(db, async (trx) => {
    const target = await trx
      .selectFrom('profiles')
      .select(['id', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!target) throw new AppError(404, MESSAGES.notFound, 'not_found');
    const removed = await trx.deleteFrom('two_factors').where('user_id', '=', userId).executeTakeFirst();
    const wasOn = await trx
      .updateTable('profiles')
      .set({ two_factor_enabled: false })
      .where('id', '=', userId)
      .where('two_factor_enabled', '=', true)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0 && Number(wasOn.numUpdatedRows) === 0)
      throw new AppError(409, NOT_ENROLLED, 'two_factor_not_enabled');
    // Trusted devices are Better Auth verification rows named trust-device-…, valued with the user id.
    await trx
      .deleteFrom('verifications')
      .where('value', '=', userId)
      .where('identifier', 'like', 'trust-device-%')
      .execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'user.two_factor_reset',
      target,
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
  });
}
