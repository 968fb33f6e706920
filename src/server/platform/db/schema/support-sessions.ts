import type { ColumnType } from 'kysely';
import type { AssistantKind } from './support-conversations';
import type { Timestamp } from './timestamp';

/**
 * One row per chat, kept beside its messages (support_conversations) for the admins' chat list. The
 * table keeps its old name, and `session_id` is the chat's id (a chat is never a session).
 */
export type SupportSessionsTable = {
  session_id: string;
  user_id: string | null;
  assistant: AssistantKind;
  first_message: string;
  message_count: ColumnType<number, number | undefined, number>;
  has_ticket: ColumnType<boolean, boolean | undefined, boolean>;
  /** One of its answers came from the offline assistant because the API failed. */
  has_fallback: ColumnType<boolean, boolean | undefined, boolean>;
  started_at: Timestamp;
  last_message_at: Timestamp;
};
