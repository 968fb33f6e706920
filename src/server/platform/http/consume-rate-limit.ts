import type { Db } from '../db/connection';
import { AppError, MESSAGES } from './app-error';
import { type RateRule, takeRateLimit } from './take-rate-limit';

/** takeRateLimit for requests: throws a 429 with a pt-BR message once the window is full. */
export async function consumeRateLimit(options: { db: Db; key: string; rule: RateRule; now?: number }) {
  const { allowed, retryAfterSeconds } = await takeRateLimit(options);
  if (!allowed) throw new AppError(429, MESSAGES.rateLimited, 'rate_limited', retryAfterSeconds);
}
