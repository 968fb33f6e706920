import type { Deps } from '../../app-env';
import { type ScheduledJob, scheduledJob } from '../../platform/jobs/scheduled-job';
import { type RetentionTotals, runRetentionPass } from './retention-pass';
import { retentionRules } from './retention-rules';

/**
 * Issue 22 §5: every process runs the retention pass at start and then hourly; each batch takes
 * the cluster's lock, so the deletes happen once per cluster.
 */
export function createRetentionJob(
  deps: Pick<Deps, 'database' | 'env' | 'logger'>,
): ScheduledJob<RetentionTotals> {
  const rules = retentionRules(deps.env);
  return scheduledJob({
    name: 'retention pass',
    everyMs: 60 * 60_000,
    logger: deps.logger,
    run: () => runRetentionPass({ db: deps.database.db, rules }),
    report: (totals) => (Object.keys(totals).length > 0 ? { deleted: totals } : null),
  });
}
