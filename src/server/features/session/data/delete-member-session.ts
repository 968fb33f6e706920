import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { type AuditActor, recordAudit } from '../../audit';
import { describeDevice } from '../describe-device';

type Member = { id: string; email: string };

/**
 * Ends one of the member's own sessions, audited. Another member's session id matches nothing:
 * `false`, as for an unknown one.
 */
export async function deleteMemberSession({
  db,
  member,
  sessionId,
}: {
  db: Db;
  member: Member;
  sessionId: string;
}) {
  return inTransaction(db, async (trx) => {
    const ended = await trx
      .deleteFrom('sessions')
      .where('id', '=', sessionId)
      .where('user_id', '=', member.id)
      .returning(['user_agent', 'ip_address'])
      .executeTakeFirst();
    if (!ended) return false;
    await recordAudit({
      db: trx,
      actor: actorOf(member),
      action: 'session.ended',
      target: member,
      before: { dispositivo: describeDevice(ended.user_agent), ip: ended.ip_address },
    });
    return true;
  });
}

export const actorOf = (member: Member): AuditActor => ({ id: member.id, label: member.email });
