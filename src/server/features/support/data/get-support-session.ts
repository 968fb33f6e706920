import type { Db } from '../../../platform/db/connection';
import { SESSION_COLUMNS } from './list-support-sessions';

/** One session and its exchanges, oldest first (SPEC §7: select by session_id ascending). */
export async function getSupportSession({ db, sessionId }: { db: Db; sessionId: string }) {
  const session = await db
    .selectFrom('support_sessions as s')
    .leftJoin('profiles as p', 'p.id', 's.user_id')
    .select(SESSION_COLUMNS)
    .where('s.session_id', '=', sessionId)
    .executeTakeFirst();
  if (!session) return undefined;
  const conversation = await db
    .selectFrom('support_conversations')
    .select(['user_message', 'assistant_message', 'created_at', 'reply_source'])
    .where('session_id', '=', sessionId)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .execute();
  return { session, conversation };
}
