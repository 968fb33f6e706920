import type { Timestamp } from './timestamp';

export type ExpiryNoticeKind = 'reminder_7d' | 'reminder_1d' | 'expired';

/** The expiry job's e-mails, one per grant period (its end) and kind; subscription_id is the grant's id. */
export type ExpiryNoticesTable = {
  subscription_id: string;
  kind: ExpiryNoticeKind;
  expires_at: Date;
  sent_at: Timestamp;
};
