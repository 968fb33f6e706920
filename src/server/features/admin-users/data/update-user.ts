import type { Role } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';
import { type AuditActor, recordAudit } from '../../audit';
import { LAST_ADMIN, lockTargetAndAdmins } from './lock-admins';

const SELF_DEMOTION = 'Você não pode remover seu próprio acesso de administrador.';

/**
 * SPEC §5 edit user: full name (null when empty) and role; the e-mail never changes. An admin
 * cannot demote themself and the last admin stays one. One audit row per kind of change.
 */
export async function updateUser({
  db,
  actor,
  userId,
  fullName,
  role,
  now = new Date(),
}: {
  db: Db;
  actor: AuditActor;
  userId: string;
  fullName: string | null;
  role: Role;
  now?: Date;
}) {
  return inTransaction(db, async (trx) => {
    const { target, isLastAdmin } = await lockTargetAndAdmins({ db: trx, targetId: userId });
    const demotes = target.role === 'admin' && role !== 'admin';
    if (demotes && userId === actor.id) throw new AppError(409, SELF_DEMOTION, 'self_demotion');
    if (demotes && isLastAdmin) throw new AppError(409, LAST_ADMIN, 'last_admin');

    const updated = await trx
      .updateTable('profiles')
      .set({ full_name: fullName, role, updated_at: now })
      .where('id', '=', userId)
      .returning(['id', 'email', 'full_name', 'role', 'created_at'])
      .executeTakeFirstOrThrow();
    if (target.full_name !== fullName)
      await recordAudit({
        db: trx,
        actor,
        action: 'user.updated',
        target,
        before: { fullName: target.full_name },
        after: { fullName },
      });
    if (target.role !== role)
      await recordAudit({
        db: trx,
        actor,
        action: 'user.role_changed',
        target,
        before: { role: target.role },
        after: { role },
      });
    return updated;
  });
}
