import { MINUTE_MS } from '../../../shared/constants';

/** 30 s, 1 min, 2 min… up to an hour between tries: a short outage costs seconds, a long one hours. */
export const exponentialBackoff = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 60 * MINUTE_MS);
