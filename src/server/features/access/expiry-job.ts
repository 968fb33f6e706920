import { type CheckoutSettings, wayBack } from '../../../shared/checkout-links';
import { DAY_MS } from '../../../shared/constants';
import type { Deps } from '../../app-env';
import { publicConfig } from '../../platform/config/env';
import type { Db } from '../../platform/db/connection';
import type { ExpiryNoticeKind } from '../../platform/db/schema/expiry-notices';
import { oncePerCluster, type ScheduledJob, scheduledJob } from '../../platform/jobs/scheduled-job';
import type { Logger } from '../../platform/logger';
import type { Mail } from '../../platform/mail/mail';
import { listNoticesDue, type NoticeCursor, type NoticeDue, recordNotice } from './data/expiry-notices';
import { listLapsed, markExpired } from './data/grants';
import { expiryMail } from './expiry-mails';
import { refreshMemberAccess } from './member-access';

// The expiry job (docs/decisions/015-payment-webhooks-and-expiry-job.md): marks lapsed grants
// expired and e-mails the reminders 7 days and 1 day before expiry and the notice on expiry, each
// at most once per grant period (docs/product.md#plans-and-access).

export type ExpiryPassOptions = {
  db: Db;
  mail: Mail;
  appName: string;
  /** The plans' checkouts and where a cancelled grant is reactivated: each mail's way back. */
  checkout: CheckoutSettings;
  /** The clock (tests drive it). */
  now?: () => Date;
  batchSize?: number;
};

export type PassTotals = { reminders: number; expired: number; notices: number };

/** Any fixed number: the advisory lock every process of a cluster takes for an expiry batch. */
const EXPIRY_LOCK_KEY = 7_215_042_001;
/** Members whose plan lapsed longer ago than this (the app was down, the job is new) get no notice. */
const NOTICE_WINDOW_MS = 7 * DAY_MS;

/** Per kind of notice, where the pass's previous batch stopped. */
type Cursors = Partial<Record<ExpiryNoticeKind, NoticeCursor>>;

/**
 * One batch in one transaction: the notices recorded, their mails queued and the rows expired
 * commit together. Null when another process holds the cluster's expiry lock.
 */
function runBatch(options: Required<ExpiryPassOptions>, at: Date, cursors: Cursors) {
  const { db, mail, appName, checkout, batchSize } = options;
  return oncePerCluster({
    db,
    lockKey: EXPIRY_LOCK_KEY,
    work: async (trx) => {
      const totals: PassTotals = { reminders: 0, expired: 0, notices: 0 };
      let full = false;
      const send = async (kind: ExpiryNoticeKind, due: NoticeDue) => {
        const recorded = await recordNotice({
          db: trx,
          subscriptionId: due.id,
          kind,
          expiresAt: due.expires_at,
          now: at,
        });
        if (!recorded) return false;
        // A name only to an address proven to be its owner's (docs/product.md#security).
        const name = due.email_verified ? due.full_name : null;
        const grant = { ...due, expiresAt: due.expires_at };
        const message = expiryMail(kind, {
          appName,
          to: due.email,
          name,
          plan: due.plan,
          expiresAt: due.expires_at,
          now: at,
          wayBack: wayBack(checkout, grant, { email: due.email, name }, at),
        });
        await mail.enqueue(message, { db: trx });
        return true;
      };
      const after = (days: number) => new Date(at.getTime() + days * DAY_MS);
      const windows: [ExpiryNoticeKind, Date, Date][] = [
        ['reminder_1d', at, after(1)],
        ['reminder_7d', after(1), after(7)],
        ['expired', new Date(at.getTime() - NOTICE_WINDOW_MS), at],
      ];
      for (const [kind, from, to] of windows) {
        const due = await listNoticesDue({ db: trx, kind, from, to, limit: batchSize, after: cursors[kind] });
        full ||= due.length === batchSize;
        const last = due.at(-1);
        if (last) cursors[kind] = { expiresAt: last.expires_at, id: last.id };
        for (const row of due) {
          if (await send(kind, row)) totals[kind === 'expired' ? 'notices' : 'reminders']++;
        }
      }
      const lapsed = await listLapsed({ db: trx, now: at, limit: batchSize });
      full ||= lapsed.length === batchSize;
      await markExpired({ db: trx, ids: lapsed.map((row) => row.id), now: at });
      for (const userId of new Set(lapsed.map((row) => row.user_id)))
        await refreshMemberAccess(trx, userId, at);
      totals.expired = lapsed.length;
      return { totals, full };
    },
  });
}

/**
 * One pass at the clock's time, batch after batch until nothing is due. On PostgreSQL, when
 * another process holds the cluster's lock, this one stops (that one is doing the work).
 */
export async function runExpiryPass(options: ExpiryPassOptions): Promise<PassTotals> {
  const settings = { now: () => new Date(), batchSize: 500, ...options };
  const at = settings.now();
  const sum: PassTotals = { reminders: 0, expired: 0, notices: 0 };
  const cursors: Cursors = {};
  for (;;) {
    const batch = await runBatch(settings, at, cursors);
    if (!batch) return sum;
    sum.reminders += batch.totals.reminders;
    sum.notices += batch.totals.notices;
    sum.expired += batch.totals.expired;
    if (!batch.full) return sum;
  }
}

type ExpiryJobOptions = ExpiryPassOptions & { logger: Logger; intervalMs?: number };

/** A process's job: its database, mail queue and logger, the operator's checkout settings (the way back). */
export const expiryJobOptions = (deps: Deps, options: Partial<ExpiryJobOptions> = {}): ExpiryJobOptions => ({
  db: deps.database.db,
  mail: deps.mail,
  logger: deps.logger,
  appName: deps.env.APP_NAME,
  checkout: publicConfig(deps.env),
  ...options,
});

/**
 * The expiry pass (runExpiryPass) as main.ts runs it in every process: at start, then every
 * 15 minutes; each batch takes the cluster's lock, so one process at a time does the work.
 */
export function createExpiryJob(options: ExpiryJobOptions): ScheduledJob<PassTotals> {
  return scheduledJob({
    name: 'expiry pass',
    everyMs: options.intervalMs ?? 15 * 60_000,
    logger: options.logger,
    run: () => runExpiryPass(options),
    report: (totals) => (totals.reminders + totals.notices + totals.expired > 0 ? { ...totals } : null),
  });
}
