import type { Kysely } from 'kysely';
import type { Env } from '../../platform/config/env';
import type { Db } from '../../platform/db/connection';

// What the retention pass deletes: machine-written rows past their configured days
// (docs/decisions/021-retention.md, docs/product.md#privacy-and-retention). Each delete removes at
// most `limit` rows older than `cutoff`, oldest first, through the index on its time column, so
// one batch is a short transaction however large the table.

type Batch = { db: Db; cutoff: Date; limit: number };

/** One kind of machine-written row and how long it is kept. */
export type RetentionRule = {
  /** Names the rule in the job's log line. */
  name: string;
  /** Days kept; 0 keeps them for good. */
  days: number;
  /** Deletes at most `limit` rows older than `cutoff`; returns how many went. */
  deleteBatch: (options: Batch) => Promise<number>;
};

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

/**
 * Chats whose last message is older than the cutoff, with their messages: a chat goes whole, so
 * the admin's logs never show one with holes. A ticket keeps its own copy of the chat, so tickets
 * lose nothing. Returns the messages deleted.
 */
async function deleteOldChats({ db, cutoff, limit }: Batch) {
  const chats = await db
    .selectFrom('support_sessions')
    .select('session_id')
    .where('last_message_at', '<', cutoff)
    .orderBy('last_message_at')
    // Chats hold several messages each: a batch of chats stays near `limit` messages.
    .limit(Math.max(1, Math.floor(limit / 10)))
    .execute();
  if (chats.length === 0) return 0;
  const ids = chats.map((chat) => chat.session_id);
  const messages = await db
    .deleteFrom('support_conversations')
    .where('session_id', 'in', ids)
    .executeTakeFirst();
  await db.deleteFrom('support_sessions').where('session_id', 'in', ids).execute();
  return Math.max(Number(messages.numDeletedRows), chats.length);
}

/** Every rule, with its days from the environment. */
export const retentionRules = (env: Env): RetentionRule[] => [
  {
    name: 'codeRequests',
    days: env.RETENTION_CODE_REQUESTS_DAYS,
    // The "Membros com mais IPs" signal reads only the recent ones.
    deleteBatch: (batch) => deleteOldest('totp_requests', batch),
  },
  {
    name: 'rateLimits',
    days: env.RETENTION_RATE_LIMITS_DAYS,
    deleteBatch: (batch) => deleteOldest('rate_limits', batch),
  },
  {
    name: 'refusedWebhooks',
    days: env.RETENTION_REFUSED_WEBHOOKS_DAYS,
    deleteBatch: (batch) => deleteOldest('webhook_events', batch),
  },
  { name: 'chatLogs', days: env.RETENTION_CHAT_LOGS_DAYS, deleteBatch: deleteOldChats },
  // Audit rows go only when an operator sets a retention for them (kept by default).
  {
    name: 'audit',
    days: env.RETENTION_AUDIT_DAYS,
    deleteBatch: (batch) => deleteOldest('audit_events', batch),
  },
];
