import type { ColumnType } from 'kysely';
import type { ReplySource } from '../../../../shared/schemas/assistant-health';
import type { Timestamp } from './timestamp';

/** The general support chat (/suporte, the landing widget) or the tools chat (/suporte/ferramentas). */
export type AssistantKind = 'general' | 'tools';

// support_conversations: a chat's messages, question and answer a row (old name: renaming costs a migration).
export type SupportConversationsTable = {
  id: string;
  session_id: string;
  user_id: string | null;
  assistant: ColumnType<AssistantKind, AssistantKind | undefined, AssistantKind>;
  user_message: string;
  assistant_message: string;
  has_ticket: boolean;
  /** Issue 18 §6: who wrote the reply; null on rows logged before it was recorded. */
  reply_source: ColumnType<ReplySource | null, ReplySource | null | undefined, ReplySource | null>;
  created_at: Timestamp;
};
