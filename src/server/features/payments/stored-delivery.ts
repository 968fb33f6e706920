import type { PaymentPlatform } from '../../../shared/payments';
import type { Deps } from '../../app-env';
import { appUrlOf } from '../../platform/config/env';
import type { Db } from '../../platform/db/connection';
import { ClaimLost } from '../../platform/jobs/database-queue';
import { type ApplyResult, applyPaymentEvent } from './apply-payment-event';
import { settleWebhookEvent } from './data/webhook-events';
import { parseHotmart } from './hotmart';
import { parseKiwify } from './kiwify';
import type { Parsed } from './payment-event';

// A delivery as stored (webhook_events): read again by the payment worker, Reprocessar and the
// admin list, and applied.

/** How a stored body is read again (no secret needed: it was authenticated when received). */
const PARSERS: Record<PaymentPlatform, (json: unknown) => Parsed> = {
  hotmart: parseHotmart,
  kiwify: parseKiwify,
};

export function parseStored(row: { platform: PaymentPlatform; payload: string }): Parsed {
  try {
    return PARSERS[row.platform](JSON.parse(row.payload));
  } catch {
    return { error: 'O corpo não é um JSON válido.' };
  }
}

/**
 * Applies a stored delivery in its transaction `db`: the access change, its audit rows, the
 * e-mail (queued) and the stored outcome commit together or not at all. The payment worker and
 * Reprocessar both come here; null when the stored body no longer parses.
 */
export async function applyStoredDelivery({
  deps,
  db,
  row,
  now,
  reprocessed = false,
  claimedAttempts,
}: {
  /** What applying needs beside the database: the mail queue and the app's address and name. */
  deps: Pick<Deps, 'mail' | 'env'>;
  db: Db;
  row: { id: string; platform: PaymentPlatform; payload: string };
  now: Date;
  reprocessed?: boolean;
  /** The worker's claim: when another worker took the row over, ClaimLost rolls this try back. */
  claimedAttempts?: number;
}): Promise<ApplyResult | null> {
  const parsed = parseStored(row);
  if ('error' in parsed) return null;
  const result = await applyPaymentEvent(
    {
      db,
      mail: deps.mail,
      appUrl: appUrlOf(deps.env),
      appName: deps.env.APP_NAME,
      now,
      disputeSuspendsAccess: deps.env.DISPUTE_SUSPENDS_ACCESS,
    },
    parsed.event,
  );
  const settled = await settleWebhookEvent({ db, id: row.id, result, now, reprocessed, claimedAttempts });
  if (!settled && claimedAttempts !== undefined) throw new ClaimLost(row.id);
  return result;
}
