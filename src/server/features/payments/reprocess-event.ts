import { actionOf, canReprocess } from '../../../shared/payment-events';
import type { PaymentPlatform, WebhookOutcome } from '../../../shared/payments';
import type { Deps } from '../../app-env';
import type { Db } from '../../platform/db/connection';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { getWebhookEvent } from './data/webhook-events';
import { applyStoredDelivery } from './stored-delivery';

export const EVENT_NOT_FOUND = 'Evento não encontrado.';
export const NOT_REPROCESSABLE =
  'Só eventos ignorados ou que falharam podem ser reprocessados (os recusados nunca tiveram a origem comprovada).';
export const RECORD_ONLY =
  'Este evento só fica registrado (não muda o acesso): reprocessá-lo não mudaria nada.';
export const TEST_ONLY = 'Evento de teste: reprocessá-lo não mudaria nada.';

/** Why a stored delivery cannot be run again, or null when it can (canReprocess). */
const refusal = (row: {
  outcome: WebhookOutcome;
  platform: PaymentPlatform;
  event_type: string;
  email: string | null;
}) => {
  const event = { outcome: row.outcome, platform: row.platform, eventType: row.event_type, email: row.email };
  if (canReprocess(event)) return null;
  if (row.outcome !== 'ignored' && row.outcome !== 'failed') return NOT_REPROCESSABLE;
  return actionOf(row.platform, row.event_type) === 'record' ? RECORD_ONLY : TEST_ONLY;
};

/**
 * Reprocessar: runs a stored delivery again with today's mapping, e.g. after the
 * admin mapped its product. Same rules as a delivery, so a payment is never applied twice. The
 * row is locked while it runs, so two admins clicking at once apply it once.
 */
export async function reprocessEvent({
  deps,
  db = deps.database.db,
  id,
  now = new Date(),
}: {
  deps: Deps;
  db?: Db;
  id: string;
  now?: Date;
}) {
  return inTransaction(db, async (trx) => {
    const row = await getWebhookEvent({ db: trx, id, forUpdate: true });
    if (!row) throw new AppError(404, EVENT_NOT_FOUND, 'event_not_found');
    const refused = refusal(row);
    if (refused) throw new AppError(409, refused, 'not_reprocessable');
    const result = await applyStoredDelivery({ deps, db: trx, row, now, reprocessed: true });
    if (!result) throw new AppError(409, NOT_REPROCESSABLE, 'not_reprocessable');
    return { ...row, ...result, user_id: result.userId, processed_at: now, attempts: row.attempts + 1 };
  });
}
