import type { Assistant } from '../../../../shared/schemas/support';
import type { Db } from '../../../platform/db/connection';

/** How far back a conversation still counts as the current one, and how much of it comes back. */
const CURRENT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
const RESTORED_EXCHANGES = 50;

type CurrentConversationOptions = { db: Db; userId: string; assistant: Assistant; now?: Date };

/**
 * Issue 18 §5: the member's latest session with one assistant (active in the last 7 days) and
 * its latest exchanges, oldest first, so a reload of the chat shows it again and continues it.
 */
export async function getCurrentConversation({
  db,
  userId,
  assistant,
  now = new Date(),
}: CurrentConversationOptions) {
  const session = await db
    .selectFrom('support_sessions')
    .select('session_id')
    .where('user_id', '=', userId)
    .where('assistant', '=', assistant)
    .where('last_message_at', '>', new Date(now.getTime() - CURRENT_FOR_MS))
    .orderBy('last_message_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!session) return null;
  const rows = await db
    .selectFrom('support_conversations')
    .select(['user_message', 'assistant_message', 'created_at', 'id'])
    .where('session_id', '=', session.session_id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RESTORED_EXCHANGES)
    .execute();
  return { sessionId: session.session_id, exchanges: rows.reverse() };
}
