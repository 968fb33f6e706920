import type { Deps } from '../../app-env';
import { type ScheduledJob, scheduledJob } from '../../platform/jobs/scheduled-job';
import { type RetentionTotals, runRetentionPass } from './retention-pass';
import { retentionRules } from './retention-rules';

/**
 * Issue 22 §5: every process runs the retention pass each hour on the hour, never at start (a
 * cluster's cold start would run it once per node); each batch takes its rule's cluster lock, so
 * the deletes happen once per cluster.
 */
export const RETENTION_EVERY_MS = 60 * 60_000;

export function createRetentionJob(
  deps: Pick<Deps, 'database' | 'env' | 'logger'>,
): ScheduledJob<RetentionTotals> {
  const rules = retentionRules(deps.env);
  return scheduledJob({
    name: 'retention pass',
    everyMs: RETENTION_EVERY_MS,
    onTheClock: true,
    logger: deps.logger,
    run: () => runRetentionPass({ db: deps.database.db, rules }),
    report: (totals) => (Object.keys(totals).length > 0 ? { deleted: totals } : null),
  });
}
