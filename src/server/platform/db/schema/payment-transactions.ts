import type { Plan, SubscriptionStatus } from '../../../../shared/constants';
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
  /**
   * The period this payment bought of its grant (migration 0033): its plan, what was paid, the
   * platform's recurrence number, when it was applied, and from when to when (ends_at null: no end). starts_at null:
   * not known (a grant renewed before periods were kept).
   */
  plan: Plan | null;
  amount: number | null;
  recurrence: number | null;
  /** When the payment was applied (the member's "pago em"). */
  paid_at: Date | null;
  starts_at: Date | null;
  ends_at: Date | null;
  /** Since when the buyer disputes this payment (Em disputa); null: not disputed. */
  disputed_at: Date | null;
  /**
   * Access suspended during this payment's dispute (DISPUTE_SUSPENDS_ACCESS, migration 0053):
   * the grant's status and end when it was suspended, given back when the dispute is settled;
   * suspended_status null: not suspended.
   */
  suspended_status: SubscriptionStatus | null;
  suspended_ends_at: Date | null;
};
