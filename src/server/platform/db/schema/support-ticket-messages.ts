import type { Generated, Selectable } from 'kysely';
import type { Timestamp } from './timestamp';

/** One reply on a ticket, by an admin or the member; the table keeps its old name. */
export type SupportTicketMessagesTable = {
  id: string;
  ticket_id: string;
  author: 'member' | 'admin';
  /** Who wrote it; null once that account is deleted. */
  author_id: string | null;
  body: string;
  /** An admin's internal note: the member never sees it. */
  internal: Generated<boolean>;
  created_at: Timestamp;
};

export type SupportTicketMessageRow = Selectable<SupportTicketMessagesTable>;
