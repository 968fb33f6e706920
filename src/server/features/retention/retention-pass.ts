import { DAY_MS } from '../../../shared/constants';
import type { Db } from '../../platform/db/connection';
import { oncePerCluster } from '../../platform/jobs/once-per-cluster';
import type { RetentionRule } from './retention-rules';

/** Any fixed number: the advisory lock a retention batch takes, so one process of a cluster works. */
const RETENTION_LOCK_KEY = 7_215_042_002;
const BATCH = 2_000;
/** A run stops here and the next one (an hour later) goes on: a backlog never hogs the database. */
const MAX_BATCHES_PER_RULE = 50;

export type RetentionTotals = Record<string, number>;

/**
 * Deletes, rule by rule, the rows older than each rule's days, in short batches, each under the
 * cluster's lock (another process holding it: this one skips the batch). Rules of 0 days keep all.
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
  for (const rule of rules) {
    if (rule.days === 0) continue;
    const cutoff = new Date(now.getTime() - rule.days * DAY_MS);
    let total = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RULE; batch++) {
      const deleted = await oncePerCluster({
        db,
        lockKey: RETENTION_LOCK_KEY,
        work: (trx) => rule.deleteBatch({ db: trx, cutoff, limit: BATCH }),
      });
      if (!deleted) break; // nothing left, or another process is at it
      total += deleted;
    }
    if (total > 0) totals[rule.name] = total;
  }
  return totals;
}
