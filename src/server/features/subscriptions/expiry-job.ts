import type { Deps } from '../../app-env';
import { publicConfig } from '../../platform/config/env';
import { type ScheduledJob, scheduledJob } from '../../platform/jobs/scheduled-job';
import type { Logger } from '../../platform/logger';
import { type ExpiryPassOptions, type PassTotals, runExpiryPass } from './expiry-pass';

type ExpiryJobOptions = ExpiryPassOptions & { logger: Logger; intervalMs?: number };

/** A process's job: its database, mail queue and logger, the plans' checkout links (the renewal link). */
export const expiryJobOptions = (deps: Deps, options: Partial<ExpiryJobOptions> = {}): ExpiryJobOptions => ({
  db: deps.database.db,
  mail: deps.mail,
  logger: deps.logger,
  appName: deps.env.APP_NAME,
  checkoutUrls: publicConfig(deps.env).checkoutUrls,
  ...options,
});

/**
 * The expiry pass (expiry-pass.ts) as main.ts runs it in every process: at start, then every
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
