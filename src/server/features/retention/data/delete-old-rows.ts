import type { Kysely } from 'kysely';
import type { Db } from '../../../platform/db/connection';

// Issue 22 §5: each deletes at most `limit` rows older than `cutoff`, oldest first, through the
// index on its time column, so one batch is a short transaction however large the table.

type Batch = { db: Db; cutoff: Date; limit: number };

/** The tables purged by age: their key, their time column, and which of their rows may go. */
const AGED = {
  totp_requests: { key: 'id', time: 'created_at', only: null },
  audit_events: { key: 'id', time: 'created_at', only: null },
  // Refused deliveries (a bad signature or token): their payload was never trusted. Applied,
  // ignored and failed ones are records of money and stay.
  webhook_events: { key: 'id', time: 'received_at', only: ['outcome', 'rejected'] },
  // Counters whose window started before the cutoff (the start is in epoch ms).
  rate_limits: { key: 'key', time: 'window_started_at', only: null },
} as const;

async function deleteOldest(table: keyof typeof AGED, { db, cutoff, limit }: Batch) {
  const { key, time, only } = AGED[table];
  // One shape for four tables: the table map above is what keeps the names right.
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const threshold = table === 'rate_limits' ? cutoff.getTime() : cutoff;
  let oldest = loose.selectFrom(table).select(key).where(time, '<', threshold);
  if (only) oldest = oldest.where(only[0], '=', only[1]);
  const result = await loose
    .deleteFrom(table)
    .where(key, 'in', oldest.orderBy(time).limit(limit))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Code requests (the "Membros com mais IPs" signal reads the recent ones). */
export const deleteOldCodeRequests = (batch: Batch) => deleteOldest('totp_requests', batch);
export const deleteOldRateLimits = (batch: Batch) => deleteOldest('rate_limits', batch);
export const deleteOldRefusedWebhooks = (batch: Batch) => deleteOldest('webhook_events', batch);
/** Audit rows, only when an operator sets a retention for them (kept by default). */
export const deleteOldAuditEvents = (batch: Batch) => deleteOldest('audit_events', batch);
