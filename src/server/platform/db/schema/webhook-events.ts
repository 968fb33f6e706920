import type { Generated, Selectable } from 'kysely';
import type { PaymentPlatform, WebhookOutcome } from '../../../../shared/payments';
import type { Timestamp } from './timestamp';

/** One webhook delivery, raw, with its outcome. */
export type WebhookEventsTable = {
  id: string;
  platform: PaymentPlatform;
  /** The platform's delivery identity, on the first delivery only (unique). */
  event_key: string | null;
  event_type: string;
  transaction_id: string | null;
  email: string | null;
  outcome: WebhookOutcome;
  /** Why, in Portuguese, for the admin. */
  detail: string;
  /** The body as received. */
  payload: string;
  user_id: string | null;
  attempts: Generated<number>;
  received_at: Timestamp;
  processed_at: Timestamp;
  /** A pending row: when the payment worker should (try to) apply it (migration 0013). */
  next_attempt_at: Timestamp | null;
};

export type WebhookEventRow = Selectable<WebhookEventsTable>;

/**
 * The words a delivery is found by on /admin/integracoes (migration 0023): its
 * e-mail, transaction and each word of the buyer's name, lower case without accents.
 */
export type WebhookEventTermsTable = { term: string; event_id: string };
