import type { Db } from '../../../platform/db/connection';

/** Failures let through freely, then a delay that doubles with each further one, up to a cap. */
export type ThrottlePolicy = {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key quiet this long starts from zero again. */
  forgetAfterMs: number;
};

type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const delayAfter = (failures: number, policy: ThrottlePolicy) =>
  failures < policy.freeFailures
    ? 0
    : Math.min(policy.firstDelayMs * 2 ** (failures - policy.freeFailures), policy.maxDelayMs);

/**
 * Counts an attempt as a failure before it is made, unless the key must still wait; the caller
 * then refunds or clears it once the attempt turned out not to fail. Counting first means
 * parallel guesses cannot all slip in before the first failure is written. Compare-and-set on
 * (failures, last_attempt_at), so it is atomic on SQLite and PostgreSQL alike.
 */
export async function reserveAttempt({
  db,
  key,
  policy,
  now = Date.now(),
}: {
  db: Db;
  key: string;
  policy: ThrottlePolicy;
  now?: number;
}): Promise<Reservation> {
  for (let tries = 0; tries < 5; tries++) {
    const row = await db
      .selectFrom('sign_in_throttles')
      .select(['failures', 'last_attempt_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) {
      const inserted = await db
        .insertInto('sign_in_throttles')
        .values({ key, failures: 1, last_attempt_at: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { allowed: true };
      continue;
    }
    const lastAttemptAt = Number(row.last_attempt_at);
    const failures = now - lastAttemptAt > policy.forgetAfterMs ? 0 : row.failures;
    const waitMs = lastAttemptAt + delayAfter(failures, policy) - now;
    if (failures >= policy.freeFailures && waitMs > 0) {
      return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    }
    const updated = await db
      .updateTable('sign_in_throttles')
      .set({ failures: failures + 1, last_attempt_at: now })
      .where('key', '=', key)
      .where('failures', '=', row.failures)
      .where('last_attempt_at', '=', row.last_attempt_at)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return { allowed: true };
  }
  return { allowed: false, retryAfterSeconds: 1 }; // a burst on one key: try again in a moment
}
