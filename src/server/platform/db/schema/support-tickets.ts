import type { TicketStatus } from '../../../../shared/schemas/support-tickets';
import type { Timestamp } from './timestamp';

// Old column names kept (renaming costs a migration): conversation is the chat's messages, session_id its id.
export type SupportTicketsTable = {
  id: string;
  /** Issue 18 §4: `answered` when the team spoke last; a member's answer puts it back to `pending`. */
  status: TicketStatus;
  /** JSON array of { user_message, assistant_message, created_at } (SPEC §3: embedded conversation). */
  conversation: string;
  session_id: string;
  user_id: string | null;
  created_at: Timestamp;
  resolved_at: Date | null;
  /** The last reply or status change: "Meus chamados" lists the latest activity first. */
  updated_at: Timestamp;
};
