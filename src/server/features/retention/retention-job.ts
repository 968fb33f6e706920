import { DAY_MS } from '../../../shared/constants';
import type { Deps } from '../../app-env';
import type { Db } from '../../platform/db/connection';
import { oncePerCluster, type ScheduledJob, scheduledJob } from '../../platform/jobs/scheduled-job';
import { type RetentionRule, retentionRules } from './retention-rules';

/**
 * Every process runs the retention pass each hour on the hour, never at start (a
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

/**
 * Any fixed number: the first of the advisory locks retention batches take, one per rule (the
 * rule's place in the list is added), so one process of a cluster works through a rule at a time.
 * One lock for every rule would let a process working on the next rule stop another in the middle
 * of this one, leaving its rows to the next hour.
 */
const RETENTION_LOCK_KEY = 7_215_042_100;
const BATCH = 2_000;
/** A run stops here and the next one (an hour later) goes on: a backlog never hogs the database. */
const MAX_BATCHES_PER_RULE = 50;

export type RetentionTotals = Record<string, number>;

/**
 * Deletes, rule by rule, the rows older than each rule's days, in short batches, each under that
 * rule's cluster lock. Another process holding it is working through the rule: this one leaves it
 * to that process (which goes on until nothing is left). Rules of 0 days keep all.
 */
export async function runRetentionPass({
  db,
  rules,
  now = new Date(),
}: {
  db: Db;
  rules: RetentionRule[];
  now?: Date;
}): Promise<RetentionTotals> {
  const totals: RetentionTotals = {};
  for (const [place, rule] of rules.entries()) {
    if (rule.days === 0) continue;
    const cutoff = new Date(now.getTime() - rule.days * DAY_MS);
    let total = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RULE; batch++) {
      const deleted = await oncePerCluster({
        db,
        lockKey: RETENTION_LOCK_KEY + place,
        work: (trx) => rule.deleteBatch({ db: trx, cutoff, limit: BATCH }),
      });
      if (!deleted) break; // nothing left, or another process is at it
      total += deleted;
    }
    if (total > 0) totals[rule.name] = total;
  }
  return totals;
}
