import type { Plan } from '../../../../shared/constants';
import type { PaymentPlatform } from '../../../../shared/payments';
import type { RevenueKind } from '../../../../shared/revenue';
import type { Timestamp } from './timestamp';

/**
 * One money movement of an applied delivery (migration 0030, docs/decisions/022-revenue-from-payments.md).
 */
export type RevenueMovementsTable = {
  /** The delivery's identity (webhook_events.event_key): one movement per delivery. */
  event_key: string;
  platform: PaymentPlatform;
  transaction_id: string;
  /** One of each kind per payment (unique with platform and transaction_id). */
  kind: RevenueKind;
  /** What moved, in cents; null: the delivery stated no amount. */
  amount_cents: number | null;
  currency: string | null;
  plan: Plan | null;
  user_id: string | null;
  occurred_at: Timestamp;
  /** The São Paulo day of occurred_at, 'YYYY-MM-DD'. */
  day: string;
};

/** Each São Paulo day's movements per kind (migration 0030), kept by a trigger on revenue_movements. */
export type RevenueDaysTable = {
  day: string;
  kind: RevenueKind;
  n: number | string;
  /** The BRL movements' cents. */
  cents: number | string;
  /** How many movements those cents sum (BRL with an amount); n − summed are counted apart. */
  summed: number | string;
};

/** Members per São Paulo month (migration 0030), kept by triggers on profiles' month columns. */
export type AccessMonthsTable = {
  month: string;
  /** Members whose first grant started that month. */
  new_n: number | string;
  /** Members whose access ended (or ends) that month and who have not had it again since. */
  lost_n: number | string;
};
