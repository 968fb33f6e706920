import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './timestamp';

export type MailOutboxTable = {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** The one link the mail asks the reader to follow, logged as such (never guessed from the text). */
  action_url: string | null;
  status: ColumnType<'pending' | 'sent' | 'failed', 'pending' | undefined, 'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Date | null;
};
