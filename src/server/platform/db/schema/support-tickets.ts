import type { TicketStatus } from '../../../../shared/schemas/support-tickets';
import type { Timestamp } from './timestamp';

// Old column names kept (renaming costs a migration): conversation is the chat's messages, session_id its id.
export type SupportTicketsTable = {
  id: string;
  /** `answered` when the team replied last; a member's reply puts it back to `pending`. */
  status: TicketStatus;
  /**
   * The chat's messages when the ticket was opened: JSON array of { user_message, assistant_message,
   * created_at }.
   */
  conversation: string;
  /** The chat the ticket was opened from (the column keeps its old name). */
  session_id: string;
  /** What the member needed, as the admin reads it (editable); null before subjects existed. */
  subject: string | null;
  user_id: string | null;
  created_at: Timestamp;
  resolved_at: Date | null;
  /** The last reply or status change: "Meus chamados" lists the latest activity first. */
  updated_at: Timestamp;
};
