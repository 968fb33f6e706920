import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { afterCommit } from '../db/transaction';
import type { Logger } from '../logger';
import type { MailMessage } from './mail-message';
import type { MailTransport } from './mail-transport';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker';

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
