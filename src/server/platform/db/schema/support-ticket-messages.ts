import type { Selectable } from 'kysely';
import type { Timestamp } from './timestamp';

// support_ticket_messages: a ticket's replies (old name kept: renaming costs a migration).
/** Issue 18 §4: a ticket's thread after the assistant's conversation, admin replies and member answers. */
export type SupportTicketMessagesTable = {
  id: string;
  ticket_id: string;
  author: 'member' | 'admin';
  /** Who wrote it; null once that account is deleted. */
  author_id: string | null;
  body: string;
  created_at: Timestamp;
};

export type SupportTicketMessageRow = Selectable<SupportTicketMessagesTable>;
