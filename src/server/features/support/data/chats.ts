import { PAGE_SIZE } from '../../../../shared/constants';
import type { Assistant } from '../../../../shared/schemas/support';
import type { Db } from '../../../platform/db/connection';

// The chats (table support_sessions, one row per chat beside its messages in
// support_conversations): the admin's logs and the member's current chat. The chat's id is the
// column session_id. Its messages are written by recordChatMessages (chat-messages.ts).

const CHAT_COLUMNS = [
  's.session_id',
  's.assistant',
  's.first_message',
  's.message_count',
  's.has_ticket',
  's.has_fallback',
  's.started_at',
  's.last_message_at',
  'p.id as member_id',
  'p.email',
  'p.full_name',
] as const;

const chatsWithMember = (db: Db) =>
  db.selectFrom('support_sessions as s').leftJoin('profiles as p', 'p.id', 's.user_id').select(CHAT_COLUMNS);

/** Logs do Suporte: one card per chat, the most recently active first, pages of 10. */
export async function listChats({ db, page }: { db: Db; page: number }) {
  const [rows, count] = await Promise.all([
    chatsWithMember(db)
      .orderBy('s.last_message_at', 'desc')
      .orderBy('s.session_id')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    db
      .selectFrom('support_sessions')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type ChatRow = Awaited<ReturnType<typeof listChats>>['rows'][number];

/** One chat and its messages, oldest first; undefined when no chat has that id. */
export async function getChat({ db, chatId }: { db: Db; chatId: string }) {
  const chat = await chatsWithMember(db).where('s.session_id', '=', chatId).executeTakeFirst();
  if (!chat) return undefined;
  const messages = await db
    .selectFrom('support_conversations')
    .select(['user_message', 'assistant_message', 'created_at', 'reply_source'])
    .where('session_id', '=', chatId)
    .orderBy('created_at', 'asc')
    .orderBy('id')
    .execute();
  return { chat, messages };
}

/** How far back a chat still counts as the current one, and how many of its latest rows come back. */
const CURRENT_FOR_MS = 7 * 24 * 60 * 60 * 1000;
const RESTORED_PAIRS = 50;

type CurrentChatOptions = { db: Db; userId: string; assistant: Assistant; now?: Date };

/**
 * The member's latest chat with one assistant (active in the last 7 days) and its latest
 * messages, oldest first, so a reload of the chat shows it again and continues it.
 */
export async function getCurrentChat({ db, userId, assistant, now = new Date() }: CurrentChatOptions) {
  const chat = await db
    .selectFrom('support_sessions')
    .select('session_id')
    .where('user_id', '=', userId)
    .where('assistant', '=', assistant)
    .where('last_message_at', '>', new Date(now.getTime() - CURRENT_FOR_MS))
    .orderBy('last_message_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!chat) return null;
  const rows = await db
    .selectFrom('support_conversations')
    .select(['user_message', 'assistant_message', 'created_at', 'id'])
    .where('session_id', '=', chat.session_id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(RESTORED_PAIRS)
    .execute();
  return { chatId: chat.session_id, messages: rows.reverse() };
}
