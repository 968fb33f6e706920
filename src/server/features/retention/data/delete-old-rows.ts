import type { Db } from '../../../platform/db/connection';

// Issue 22 §5: each deletes at most `limit` rows older than `cutoff`, oldest first, through the
// index on its time column, so one batch is a short transaction however large the table.

type Batch = { db: Db; cutoff: Date; limit: number };

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Code requests (the "Membros com mais IPs" signal reads the recent ones). */
export async function deleteOldCodeRequests({ db, cutoff, limit }: Batch) {
  const result = await db
    .deleteFrom('totp_requests')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('totp_requests')
        .select('id')
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .limit(limit),
    )
    .executeTakeFirst();
  return deleted(result);
}

/** Rate-limit counters whose window started before the cutoff (its start is in epoch ms). */
export async function deleteOldRateLimits({ db, cutoff, limit }: Batch) {
  const result = await db
    .deleteFrom('rate_limits')
    .where('key', 'in', (eb) =>
      eb
        .selectFrom('rate_limits')
        .select('key')
        .where('window_started_at', '<', cutoff.getTime())
        .orderBy('window_started_at')
        .limit(limit),
    )
    .executeTakeFirst();
  return deleted(result);
}

/** Refused deliveries (a bad signature or token): their payload was never trusted. */
export async function deleteOldRefusedWebhooks({ db, cutoff, limit }: Batch) {
  const result = await db
    .deleteFrom('webhook_events')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('webhook_events')
        .select('id')
        .where('outcome', '=', 'rejected')
        .where('received_at', '<', cutoff)
        .orderBy('received_at')
        .limit(limit),
    )
    .executeTakeFirst();
  return deleted(result);
}

/** Audit rows, only when an operator sets a retention for them (kept by default). */
export async function deleteOldAuditEvents({ db, cutoff, limit }: Batch) {
  const result = await db
    .deleteFrom('audit_events')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('audit_events')
        .select('id')
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .limit(limit),
    )
    .executeTakeFirst();
  return deleted(result);
}
