import type { Timestamp } from './timestamp';

export type SupportConversationsTable = {
  id: string;
  session_id: string;
  user_id: string | null;
  user_message: string;
  assistant_message: string;
  has_ticket: boolean;
  created_at: Timestamp;
};
