import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';
import { type AuditActor, recordAudit } from '../../audit';
import { LAST_ADMIN, lockTargetAndAdmins } from './lock-admins';

const SELF_DELETION = 'Você não pode excluir sua própria conta.';

/**
 * SPEC §5 delete user, in one transaction: their sessions end (the next request of any of their
 * devices is signed out: every request reads the session row), their subscriptions go, then the
 * profile (its password account and other owned rows follow by foreign key), and the audit row
 * keeps who they were. An admin cannot delete themself; the last admin stays.
 */
export async function deleteUser({ db, actor, userId }: { db: Db; actor: AuditActor; userId: string }) {
  return inTransaction(db, async (trx) => {
    const { target, isLastAdmin } = await lockTargetAndAdmins({ db: trx, targetId: userId });
    if (userId === actor.id) throw new AppError(409, SELF_DELETION, 'self_deletion');
    if (isLastAdmin) throw new AppError(409, LAST_ADMIN, 'last_admin');

    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    const subscriptions = await trx
      .deleteFrom('subscriptions')
      .where('user_id', '=', userId)
      .returning(['plan', 'status', 'price', 'expires_at'])
      .execute();
    await trx.deleteFrom('profiles').where('id', '=', userId).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'user.deleted',
      target,
      before: {
        fullName: target.full_name,
        role: target.role,
        subscriptions: subscriptions.map((s) => ({
          plan: s.plan,
          status: s.status,
          price: s.price,
          expiresAt: s.expires_at?.toISOString() ?? null,
        })),
      },
    });
  });
}
