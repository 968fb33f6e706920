import type { Db } from '../../../platform/db/connection';
import { inTransaction, lockedForUpdate } from '../../../platform/db/transaction';
import { type AuditActor, recordAudit } from '../../audit';
import { describeDevice } from '../describe-device';
import { rememberEndedSessions } from './ended-sessions';

// A member's sessions (Better Auth's rows): listing, marking active and ending them. Every query
// names the member's id, so another member's session is never listed or ended.

type Member = { id: string; email: string };

const actorOf = (member: Member): AuditActor => ({ id: member.id, label: member.email });

/**
 * A member's live sessions, most recently active first (sessions_user_id_idx): all of them for the
 * member's own list, the latest `limit` for the admin's member page.
 */
export async function listMemberSessions({
  db,
  userId,
  now,
  limit,
}: {
  db: Db;
  userId: string;
  now: Date;
  limit?: number;
}) {
  const live = db
    .selectFrom('sessions')
    .select(['id', 'ip_address', 'user_agent', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  return (limit === undefined ? live : live.limit(limit)).execute();
}

/**
 * Marks the session active now: its updated_at is the "última atividade" of Segurança's list.
 * Better Auth decides refreshes by expires_at alone, so this moves nothing else.
 */
export async function touchSession({ db, sessionId, now }: { db: Db; sessionId: string; now: Date }) {
  await db.updateTable('sessions').set({ updated_at: now }).where('id', '=', sessionId).execute();
}

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

/** Ends every session of the member but `keepSessionId` (the device asking), audited when any ended. */
export async function deleteOtherSessions({
  db,
  member,
  keepSessionId,
}: {
  db: Db;
  member: Member;
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

/**
 * Ends every session of the member (each device's next request is signed out); returns how many.
 * Runs in the caller's transaction, which records who did it: the admin's "Encerrar sessões", or
 * an unconfirmed account taken back for the owner of its address (auth's reclaim-account.ts).
 */
export async function endMemberSessions({
  db,
  userId,
  keepToken,
}: {
  db: Db;
  userId: string;
  /** The session that stays (the one enrolling in two-factor just made); none: every session ends. */
  keepToken?: string;
}) {
  const ended = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .$if(keepToken !== undefined, (q) => q.where('token', '!=', keepToken ?? ''))
    .returning('id')
    .execute();
  return ended.length;
}

/** The session (by token) passed the second factor now: sign-in's code, enrolment, a trusted device. */
export async function markSecondFactor({ db, token, now }: { db: Db; token: string; now: Date }) {
  await db.updateTable('sessions').set({ second_factor_at: now }).where('token', '=', token).execute();
}

/** Whether the session passed the second factor (Better Auth's read path, which does not select it). */
export async function sessionPassedSecondFactor({ db, sessionId }: { db: Db; sessionId: string }) {
  const row = await db
    .selectFrom('sessions')
    .select('second_factor_at')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.second_factor_at != null;
}

// Who ended them, in the audit trail: no person, the rule.
const LIMIT_ACTOR = { id: null, label: 'Limite de dispositivos' };

/**
 * Keeps the member's `keep` newest live sessions and ends the older ones (MAX_SESSIONS_PER_MEMBER,
 * session-limit.ts), remembering each ended token with `reason` so its device hears why on its next
 * request. Admins are exempt, and so are sessions an admin opened as the member (impersonation).
 * The profile row is locked on PostgreSQL, so two sign-ins at once count one after the other.
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
    await rememberEndedSessions({ db: trx, tokens: doomed.map((session) => session.token), reason, now });
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
