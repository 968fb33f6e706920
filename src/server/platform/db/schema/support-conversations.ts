import type { ColumnType } from 'kysely';
import type { ReplySource } from '../../../../shared/schemas/assistant-health';
import type { Timestamp } from './timestamp';

/** The general support chat (/suporte, the landing widget) or the tools chat (/suporte/ferramentas). */
export type AssistantKind = 'general' | 'tools';

/**
 * Two messages of a chat: a member's question and the assistant's answer. The table keeps its old
 * name, and `session_id` is the chat's id (a chat is never a session).
 */
export type SupportConversationsTable = {
  id: string;
  session_id: string;
  user_id: string | null;
  assistant: ColumnType<AssistantKind, AssistantKind | undefined, AssistantKind>;
  user_message: string;
  assistant_message: string;
  has_ticket: boolean;
  /** Who wrote the answer; null on rows logged before it was recorded. */
  reply_source: ColumnType<ReplySource | null, ReplySource | null | undefined, ReplySource | null>;
  created_at: Timestamp;
};
