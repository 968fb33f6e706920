import type { Db } from '../../platform/db/connection';
import { inTransaction } from '../../platform/db/transaction';
import { recordAudit } from '../audit';
import { cancelAccountDeletion } from './data/account-deletions';

/**
 * A sign-in during the grace period cancels "Excluir minha conta" (docs/product.md#privacy-and-retention):
 * run by Better Auth's session hook (auth.ts) for every session a person opens themselves.
 */
export async function cancelDeletionOnSignIn({ db, userId }: { db: Db; userId: string }) {
  await inTransaction(db, async (trx) => {
    if (!(await cancelAccountDeletion({ db: trx, userId }))) return;
    const member = await trx
      .selectFrom('profiles')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!member) return;
    await recordAudit({
      db: trx,
      actor: { id: userId, label: member.email },
      action: 'user.deletion_cancelled',
      target: { id: userId, email: member.email },
    });
  });
}
