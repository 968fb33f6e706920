import type { Db } from '../../../platform/db/connection';
import { lockedForUpdate } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';

export const USER_NOT_FOUND = 'Usuário não encontrado.';
export const LAST_ADMIN = 'Não é possível remover o último administrador.';

/**
 * The target and every admin, locked in id order (PostgreSQL) so that two admins demoting or
 * deleting each other at once queue instead of deadlocking, and the second sees the first's
 * change. Answers the target (404 when gone) and whether removing its admin role would leave none.
 */
export async function lockTargetAndAdmins({ db: trx, targetId }: { db: Db; targetId: string }) {
  const rows = await lockedForUpdate(
    trx,
    trx
      .selectFrom('profiles')
      .select(['id', 'email', 'full_name', 'role'])
      .where((eb) => eb.or([eb('role', '=', 'admin'), eb('id', '=', targetId)]))
      .orderBy('id'),
  ).execute();
  const target = rows.find((row) => row.id === targetId);
  if (!target) throw new AppError(404, USER_NOT_FOUND, 'user_not_found');
  const otherAdmins = rows.filter((row) => row.role === 'admin' && row.id !== targetId).length;
  return { target, isLastAdmin: target.role === 'admin' && otherAdmins === 0 };
}
