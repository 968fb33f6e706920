import { DAY_MS } from '../../../shared/constants';
import type { Db } from '../../platform/db/connection';
import { oncePerCluster } from '../../platform/jobs/scheduled-job';
import type { RetentionRule } from './retention-rules';

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
