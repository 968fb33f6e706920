import type { Db } from '../../platform/db/connection';
import { AppError } from '../../platform/http/app-error';
import { consumeRateLimit } from '../../platform/http/rate-limit';

export const CODE_RATE_LIMITED = 'Muitas solicitações de código. Aguarde um minuto e tente novamente.';
/** The window of CODE_LIMIT_PER_MINUTE. A dialog left open asks twice a minute; 12 stops scripts. */
export const CODE_WINDOW_MS = 60_000;

/** A per-person counter in the database (shared by every app process), for the admin code. */
export async function limitCodeRequests({
  db,
  userId,
  max,
  now,
}: {
  db: Db;
  userId: string;
  max: number;
  now: number;
}) {
  try {
    await consumeRateLimit({ db, key: `admin-code:${userId}`, rule: { max, windowMs: CODE_WINDOW_MS }, now });
  } catch (error) {
    if (error instanceof AppError && error.status === 429)
      throw new AppError(429, CODE_RATE_LIMITED, error.code, error.retryAfterSeconds);
    throw error;
  }
}
