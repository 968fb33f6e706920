import type { Timestamp } from './timestamp';

export type SupportTicketsTable = {
  id: string;
  status: 'pending' | 'resolved';
  /** JSON array of { user_message, assistant_message, created_at } (SPEC §3: embedded conversation). */
  conversation: string;
  session_id: string;
  user_id: string | null;
  created_at: Timestamp;
  resolved_at: Date | null;
};
