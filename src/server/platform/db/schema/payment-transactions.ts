import type { PaymentPlatform } from '../../../../shared/payments';
import type { Timestamp } from './timestamp';

/** What one payment did, so replays and out-of-order deliveries end in the right state. */
export type PaymentTransactionsTable = {
  platform: PaymentPlatform;
  transaction_id: string;
  state: 'granted' | 'revoked';
  user_id: string | null;
  /** The grant this payment opened or extended (migration 0014). */
  grant_id: string | null;
  updated_at: Timestamp;
};
