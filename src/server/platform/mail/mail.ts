import { randomUUID } from 'node:crypto';
import { MINUTE_MS } from '../../../shared/constants';
import type { Db } from '../db/connection';
import { afterCommit } from '../db/transaction';
import { defineQueue, type QueueSettings } from '../jobs/database-queue';
import type { PollingWorker } from '../jobs/polling-worker';
import type { Logger } from '../logger';
import type { MailTransport } from './mail-transport';

/** One e-mail as features write it. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The link the mail asks its reader to follow. Logged by name when there is no SMTP, so a link
   * someone typed into a mail's text can never pass for it.
   */
  actionUrl?: string;
};

// Ids that sort in the order mail was queued (time, then a counter within the millisecond), so
// the worker sends in that order even when two mails share a timestamp.
let queued = 0;
const orderedId = (now: Date) =>
  `${now.getTime().toString(36).padStart(10, '0')}-${(queued++ % 36 ** 4).toString(36).padStart(4, '0')}-${randomUUID().slice(0, 8)}`;

export type Mail = {
  /**
   * Queues a mail for the worker: never send inside a request (a slow SMTP server would hold it). Pass the
   * transaction of the change the mail reports, so the mail exists only if that change commits
   * (open it with inTransaction: the worker is woken once it has committed).
   */
  enqueue(message: MailMessage, options?: { db?: Db }): Promise<void>;
  /** Started by main.ts; tests call drain() to hand queued mail to the transport. */
  worker: MailWorker;
};

/** The mail queue every feature uses (deps.mail) and the worker that empties it (decision 009). */
export function createMail(options: {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  worker?: Partial<MailWorkerOptions>;
}): Mail {
  const { db, transport, logger } = options;
  const worker = createMailWorker({ db, transport, logger, ...options.worker });
  // One clock for queueing and sending: a mail is due the moment it is queued, by the worker's clock.
  const clock = options.worker?.now ?? (() => new Date());
  return {
    worker,
    async enqueue(message, { db: executor = db } = {}) {
      const now = clock();
      await executor
        .insertInto('mail_outbox')
        .values({
          id: orderedId(now),
          recipient: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          action_url: message.actionUrl ?? null,
          next_attempt_at: now,
          created_at: now,
          sent_at: null,
          last_error: null,
        })
        .execute();
      // Woken before the commit, the worker would find nothing and sleep a full poll.
      afterCommit(executor, () => worker.wake());
    },
  };
}

export type MailWorkerOptions = QueueSettings & { db: Db; transport: MailTransport; logger: Logger };

/** Started by main.ts; tests call drain() to hand queued mail to the transport. */
export type MailWorker = PollingWorker;

const KEEP_FINISHED_MS = 7 * 24 * 60 * MINUTE_MS;
// A finished mail keeps who, what and when; its bodies and link (credentials) go.
const FORGET_CONTENT = { text_body: '', html_body: '', action_url: null };

/** Why a restore stopped a message: it was queued before the backup, and may have gone out since. */
export const HELD_BY_RESTORE = 'Não enviado: estava na fila quando o backup foi feito (restaurado depois).';

/**
 * After a restore, the mail still queued in the backup: it may have gone out after the backup ran
 * (the worker kept sending), so sending it again would repeat a welcome, a code or a reply. It is
 * marked failed with why, its content forgotten like any finished message's. Returns how many.
 */
export async function holdMailQueuedBeforeBackup(db: Db) {
  const held = await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', last_error: HELD_BY_RESTORE, ...FORGET_CONTENT })
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(held.numUpdatedRows);
}

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

/**
 * Drains mail_outbox (decision 009) through the job module's queue: ten tries, 30 s … 1 h apart.
 * Ids sort in the order mail was queued (orderedId), so that is the order it goes out. Sent and
 * failed rows lose their bodies (their links are credentials) and are deleted after a week.
 */
export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, logger, ...settings } = options;
  const now = settings.now ?? (() => new Date());
  const logOf = (
    row: { id: string; recipient: string; subject: string; attempts: number },
    error: unknown,
  ) => ({
    mailId: row.id,
    to: row.recipient,
    subject: row.subject,
    attempt: row.attempts,
    error: errorText(error),
  });

  let purgedAt = 0;
  return defineQueue({
    name: 'mail worker',
    db,
    logger,
    maxAttempts: 10,
    ...settings,
    table: 'mail_outbox',
    pending: { column: 'status', value: 'pending' },
    failedValue: 'failed',
    handle: (row) =>
      transport.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        actionUrl: row.action_url ?? undefined,
      }),
    done: async (row) => {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: now(), last_error: null, ...FORGET_CONTENT })
        .where('id', '=', row.id)
        .execute();
    },
    retry: async ({ row, error, retryAt }) => {
      await db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: retryAt, last_error: errorText(error) })
        .where('id', '=', row.id)
        .execute();
      logger.warn(logOf(row, error), 'mail failed, will retry');
    },
    giveUp: async ({ row, error }) => {
      await db
        .updateTable('mail_outbox')
        .set({ status: 'failed', last_error: errorText(error), ...FORGET_CONTENT })
        .where('id', '=', row.id)
        .execute();
      logger.error(logOf(row, error), 'mail failed for good');
    },
    afterPass: async (at) => {
      if (at.getTime() - purgedAt < 60 * MINUTE_MS) return;
      purgedAt = at.getTime();
      await db
        .deleteFrom('mail_outbox')
        .where('status', '!=', 'pending')
        .where('created_at', '<', new Date(at.getTime() - KEEP_FINISHED_MS))
        .execute();
    },
  });
}
