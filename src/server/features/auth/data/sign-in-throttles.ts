import { sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';

// Sign-in throttles: failures per key (an IP, an IP with an account, a known device), each key
// waiting longer after each failure past its free ones (docs/decisions/017-sign-in-brakes.md).

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

/** The reserved attempt did not fail (a success on a shared key, or no verdict): uncount it. */
export async function refundAttempt({ db, key }: { db: Db; key: string }) {
  await db
    .updateTable('sign_in_throttles')
    .set({ failures: sql`case when failures > 0 then failures - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}

/** A success for this e-mail or device: its failures are forgotten. */
export async function clearAttempts({ db, key }: { db: Db; key: string }) {
  await db.deleteFrom('sign_in_throttles').where('key', '=', key).execute();
}
