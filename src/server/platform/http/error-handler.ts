import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../app-env';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import type { Logger } from '../logger';
import { AppError, MESSAGES } from './app-error';

/** Every error leaves as JSON with a pt-BR `message`; only unexpected ones are 500 and logged as errors. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) {
      if (error.status !== 429) return c.json({ message: error.message, code: error.code }, error.status);
      // The wait travels in its own field; on the wire it stays what clients always read: the
      // Retry-After header (a minute when unknown) and, when known, the code `rate_limited:<seconds>`.
      const seconds = error.retryAfterSeconds;
      c.header('retry-after', String(seconds ?? 60));
      const code = seconds === undefined ? error.code : `${error.code}:${seconds}`;
      return c.json({ message: error.message, code }, error.status);
    }
    if (error instanceof HTTPException) {
      // Hono's validator raises this for unparsable JSON bodies.
      const message =
        error.status === 400
          ? MESSAGES.malformedJson
          : error.status === 413
            ? MESSAGES.tooLarge
            : error.message;
      return c.json({ message }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of ours; the caller may retry, and the node recovers on its own.
      logger.warn({ err: error, path: c.req.path, requestId: c.get('requestId') }, 'database unavailable');
      c.header('retry-after', '5');
      return c.json({ message: MESSAGES.databaseUnavailable, code: 'database_unavailable' }, 503);
    }
    logger.error({ err: error, path: c.req.path, requestId: c.get('requestId') }, 'unhandled error');
    return c.json({ message: MESSAGES.unexpected }, 500);
  };
}
