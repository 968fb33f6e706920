import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { recordAudit } from '../../audit';
import { actorOf } from './delete-member-session';

/** Ends every session of the member but `keepSessionId` (the device asking), audited when any ended. */
export async function deleteOtherSessions({
  db,
  member,
  keepSessionId,
}: {
  db: Db;
  member: { id: string; email: string };
  keepSessionId: string;
}) {
  return inTransaction(db, async (trx) => {
    const ended = await trx
      .deleteFrom('sessions')
      .where('user_id', '=', member.id)
      .where('id', '!=', keepSessionId)
      .returning('id')
      .execute();
    if (ended.length > 0)
      await recordAudit({
        db: trx,
        actor: actorOf(member),
        action: 'session.others_ended',
        target: member,
        before: { sessoes: ended.length },
      });
    return ended.length;
  });
}
