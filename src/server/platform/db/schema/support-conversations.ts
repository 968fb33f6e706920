import type { ColumnType } from 'kysely';
import type { Timestamp } from './timestamp';

/** The general support chat (/suporte, the landing widget) or the tools chat (/suporte/ferramentas). */
export type AssistantKind = 'general' | 'tools';

export type SupportConversationsTable = {
  id: string;
  session_id: string;
  user_id: string | null;
  assistant: ColumnType<AssistantKind, AssistantKind | undefined, AssistantKind>;
  user_message: string;
  assistant_message: string;
  has_ticket: boolean;
  created_at: Timestamp;
};
