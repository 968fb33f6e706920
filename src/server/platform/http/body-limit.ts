import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, MESSAGES } from './app-error';

const tooLarge = () => {
  throw new AppError(413, MESSAGES.tooLarge);
};

/**
 * Refuses bodies over `maxSize` (413, pt-BR). GET and HEAD carry no body we read, and routes that
 * apply their own, larger limit (uploads) are skipped.
 *
 * hono's bodyLimit reads `c.req.raw.body`, which makes @hono/node-server build a full WHATWG
 * Request (URL, Headers, ReadableStream, AbortSignal) for every call: a third of the CPU of a
 * bodyless POST such as the one-time code (bench/README.md, tools access). A request that came
 * through Node's HTTP parser is framed by its headers: without Transfer-Encoding its body is
 * exactly Content-Length bytes, or none without that header. So its length is read there. Chunked
 * bodies, and requests made in-process (tests: no parser, no framing), are counted by bodyLimit.
 */
export function limitBodies(
  maxSize: number,
  ownLimit: (method: string, path: string) => boolean,
): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: tooLarge });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || ownLimit(c.req.method, c.req.path))
      return next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && incoming.headers['transfer-encoding'] === undefined) {
      return Number(incoming.headers['content-length'] ?? 0) > maxSize ? tooLarge() : next();
    }
    return limit(c, next);
  };
}
