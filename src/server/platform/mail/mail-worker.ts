import type { Selectable } from 'kysely';
import { MINUTE_MS } from '../../../shared/constants';
import type { DatabaseKind, Db } from '../db/connection';
import type { MailOutboxTable } from '../db/schema/mail-outbox';
import { skippingLocked } from '../db/transaction';
import { exponentialBackoff, type PollingWorker, pollingWorker } from '../jobs/polling-worker';
import type { Logger } from '../logger';
import type { MailTransport } from './mail-transport';

type OutboxRow = Selectable<MailOutboxTable>;

export type MailWorkerOptions = {
  db: Db;
  kind: DatabaseKind;
  transport: MailTransport;
  logger: Logger;
  /** How often an idle worker looks for due mail (enqueue in this process wakes it at once). */
  pollMs?: number;
  batchSize?: number;
  /** Tries before a mail is marked failed. */
  maxAttempts?: number;
  /** How long a claimed mail stays hidden from other workers; a crash makes it due again after. */
  leaseMs?: number;
  /** Wait before try n + 1 after try n failed. */
  retryDelayMs?: (attempt: number) => number;
  now?: () => Date;
};

/** Started by main.ts; tests call drain() to hand queued mail to the transport. */
export type MailWorker = PollingWorker;

const KEEP_FINISHED_MS = 7 * 24 * 60 * MINUTE_MS;
// A finished mail keeps who, what and when; its bodies and link (credentials) go.
const FORGET_CONTENT = { text_body: '', html_body: '', action_url: null };

/**
 * Drains mail_outbox (decision 009). Claims are one UPDATE … RETURNING over the due rows; on
 * PostgreSQL the inner SELECT takes them FOR UPDATE SKIP LOCKED, so several app processes can
 * each run a worker and never send a mail twice. Sent and failed rows lose their bodies (their
 * links are credentials) and are deleted after a week.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, kind, transport, logger } = options;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 10;
  const leaseMs = options.leaseMs ?? 5 * MINUTE_MS;
  const retryDelayMs = options.retryDelayMs ?? exponentialBackoff;
  const now = options.now ?? (() => new Date());

  async function claim(at: Date): Promise<OutboxRow[]> {
    const due = db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(batchSize);
    return db
      .updateTable('mail_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: new Date(at.getTime() + leaseMs) }))
      .where('id', 'in', skippingLocked(kind, due))
      .returningAll()
      .execute();
  }

  async function deliver(row: OutboxRow) {
    try {
      await transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        actionUrl: row.action_url ?? undefined,
      });
    } catch (error) {
      const giveUp = row.attempts >= maxAttempts;
      const lastError = String((error as Error)?.message ?? error).slice(0, 500);
      await db
        .updateTable('mail_outbox')
        .set(
          giveUp
            ? { status: 'failed', last_error: lastError, ...FORGET_CONTENT }
            : {
                next_attempt_at: new Date(now().getTime() + retryDelayMs(row.attempts)),
                last_error: lastError,
              },
        )
        .where('id', '=', row.id)
        .execute();
      const log = {
        mailId: row.id,
        to: row.recipient,
        subject: row.subject,
        attempt: row.attempts,
        error: lastError,
      };
      if (giveUp) logger.error(log, 'mail failed for good');
      else logger.warn(log, 'mail failed, will retry');
      return;
    }
    await db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: now(), last_error: null, ...FORGET_CONTENT })
      .where('id', '=', row.id)
      .execute();
  }

  let purgedAt = 0;
  async function purgeFinished(at: Date) {
    if (at.getTime() - purgedAt < 60 * MINUTE_MS) return;
    purgedAt = at.getTime();
    await db
      .deleteFrom('mail_outbox')
      .where('status', '!=', 'pending')
      .where('created_at', '<', new Date(at.getTime() - KEEP_FINISHED_MS))
      .execute();
  }

  /** One pass: claim a batch and hand each mail over, in order. Returns how many were claimed. */
  async function runOnce(): Promise<number> {
    const at = now();
    // RETURNING has no order; ids sort in the order mail was queued (mail.ts).
    const rows = (await claim(at)).sort((a, b) => (a.id < b.id ? -1 : 1));
    for (const row of rows) await deliver(row);
    await purgeFinished(at);
    return rows.length;
  }

  return pollingWorker({ name: 'mail worker', pass: runOnce, pollMs, logger });
}
