import type { Timestamp } from './timestamp';

export type ExpiryNoticeKind = 'reminder_7d' | 'reminder_1d' | 'expired';

/** The expiry job's e-mails, one per subscription period (its expiry) and kind. */
export type ExpiryNoticesTable = {
  subscription_id: string;
  kind: ExpiryNoticeKind;
  expires_at: Date;
  sent_at: Timestamp;
};
