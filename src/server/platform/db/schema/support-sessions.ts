import type { ColumnType } from 'kysely';
import type { AssistantKind } from './support-conversations';
import type { Timestamp } from './timestamp';

// support_sessions: the chats; session_id is a chat's id (old names kept: renaming costs a migration).
/** One row per chat session, kept beside its support_conversations rows for the admin's session list. */
export type SupportSessionsTable = {
  session_id: string;
  user_id: string | null;
  assistant: AssistantKind;
  first_message: string;
  message_count: ColumnType<number, number | undefined, number>;
  has_ticket: ColumnType<boolean, boolean | undefined, boolean>;
  /** Issue 18 §6: one of its replies came from the offline assistant because the API failed. */
  has_fallback: ColumnType<boolean, boolean | undefined, boolean>;
  started_at: Timestamp;
  last_message_at: Timestamp;
};
