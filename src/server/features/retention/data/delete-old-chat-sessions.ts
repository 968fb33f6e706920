import type { Db } from '../../../platform/db/connection';

/**
 * Chat sessions whose last message is older than the cutoff, with their messages: a session goes
 * whole, so the admin's logs never show a conversation with holes. A ticket keeps its own copy of
 * the conversation (SPEC §3), so tickets lose nothing. Returns the messages deleted.
 */
export async function deleteOldChatSessions({ db, cutoff, limit }: { db: Db; cutoff: Date; limit: number }) {
  const sessions = await db
    .selectFrom('support_sessions')
    .select('session_id')
    .where('last_message_at', '<', cutoff)
    .orderBy('last_message_at')
    // Sessions hold several messages each: a batch of sessions stays near `limit` messages.
    .limit(Math.max(1, Math.floor(limit / 10)))
    .execute();
  if (sessions.length === 0) return 0;
  const ids = sessions.map((session) => session.session_id);
  const messages = await db
    .deleteFrom('support_conversations')
    .where('session_id', 'in', ids)
    .executeTakeFirst();
  await db.deleteFrom('support_sessions').where('session_id', 'in', ids).execute();
  return Math.max(Number(messages.numDeletedRows), sessions.length);
}
