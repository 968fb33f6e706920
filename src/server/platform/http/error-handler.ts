import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../../app-env';
import type { Logger } from '../logger';
import { AppError, MESSAGES } from './app-error';

/** Every error leaves as JSON with a pt-BR `message`; only unexpected ones are 500 and logged as errors. */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) {
      if (error.status === 429) c.header('retry-after', String(error.retryAfterSeconds ?? 60));
      return c.json({ message: error.message, code: error.code }, error.status);
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
    logger.error({ err: error, path: c.req.path, requestId: c.get('requestId') }, 'unhandled error');
    return c.json({ message: MESSAGES.unexpected }, 500);
  };
}
