import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { AppError, MESSAGES } from './app-error';

export type RateRule = { max: number; windowMs: number };

/**
 * Fixed-window counter in the database, so every node of a scaled-out deployment shares it.
 * One atomic upsert per call; says whether this call fits in the window and, if not, how many
 * seconds remain. For limits that must stay silent (a mail simply not sent again).
 */
export async function takeRateLimit({
  db,
  key,
  rule,
  now = Date.now(),
}: {
  db: Db;
  key: string;
  rule: RateRule;
  now?: number;
}) {
  const windowStart = now - rule.windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.count + 1 end`,
        window_started_at: sql`case when rate_limits.window_started_at <= ${windowStart} then ${now} else rate_limits.window_started_at end`,
      }),
    )
    .returning(['count', 'window_started_at'])
    .executeTakeFirstOrThrow();
  const retryAfterSeconds = Math.ceil((Number(row.window_started_at) + rule.windowMs - now) / 1000);
  return { allowed: row.count <= rule.max, retryAfterSeconds };
}

/** takeRateLimit for requests: throws a 429 with a pt-BR message once the window is full. */
export async function consumeRateLimit(options: { db: Db; key: string; rule: RateRule; now?: number }) {
  const { allowed, retryAfterSeconds } = await takeRateLimit(options);
  if (!allowed) throw new AppError(429, MESSAGES.rateLimited, 'rate_limited', retryAfterSeconds);
}
