import { DAY_MS } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';
import { inTransaction, lockedForUpdate } from '../../../platform/db/transaction';
import { recordAudit } from '../../audit';
import { describeDevice } from '../describe-device';
import { sessionTokenHash } from '../session-token-hash';

/** An ended token is remembered as long as its session could have lived (Better Auth: 30 days). */
const REMEMBER_ENDED_MS = 30 * DAY_MS;
// Who ended them, in the audit trail: no person, the rule.
const LIMIT_ACTOR = { id: null, label: 'Limite de dispositivos' };

/**
 * Issue 21 §3: keeps the member's `keep` newest live sessions and ends the older ones, remembering
 * each ended token's hash with `reason` so its device hears why on its next request. Admins are
 * exempt, and so are sessions an admin opened as the member (impersonation). The profile row is
 * locked on PostgreSQL, so two sign-ins at once count one after the other.
 */
export async function endOldestSessions({
  db,
  userId,
  keep,
  reason,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  keep: number;
  reason: string;
  now?: Date;
}) {
  return inTransaction(db, async (trx) => {
    const member = await lockedForUpdate(
      trx,
      trx.selectFrom('profiles').select(['id', 'email', 'role']).where('id', '=', userId),
    ).executeTakeFirst();
    if (!member || member.role === 'admin') return 0;
    const live = await trx
      .selectFrom('sessions')
      .select(['id', 'token', 'user_agent', 'ip_address'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .where('impersonated_by', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const doomed = live.slice(keep);
    if (doomed.length === 0) return 0;
    await trx
      .deleteFrom('sessions')
      .where(
        'id',
        'in',
        doomed.map((session) => session.id),
      )
      .execute();
    await trx
      .insertInto('ended_sessions')
      .values(
        doomed.map((session) => ({ token_hash: sessionTokenHash(session.token), reason, ended_at: now })),
      )
      .onConflict((conflict) => conflict.column('token_hash').doNothing())
      .execute();
    // Pruned here, where rows are added: no job needed (ended_sessions_ended_at_idx).
    await trx
      .deleteFrom('ended_sessions')
      .where('ended_at', '<', new Date(now.getTime() - REMEMBER_ENDED_MS))
      .execute();
    for (const session of doomed)
      await recordAudit({
        db: trx,
        actor: LIMIT_ACTOR,
        action: 'session.replaced',
        target: member,
        before: { dispositivo: describeDevice(session.user_agent), ip: session.ip_address },
      });
    return doomed.length;
  });
}
