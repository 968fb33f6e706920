import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { httpDuration, httpRequests } from './process-metrics';

/**
 * Counts and times every request by the pattern of the route that answered it ('/api/library/:id',
 * never the raw URL, whose ids would make one series per record). After next(), the request's
 * route index is the handler that answered; an unknown path counts under its catch-all ('/api/*').
 */
export const measureRequests: MiddlewareHandler = async (c, next) => {
  const started = performance.now();
  await next();
  const labels = {
    method: c.req.method,
    route: routePath(c) || 'unmatched',
    status: `${Math.floor(c.res.status / 100)}xx`,
  };
  httpRequests.inc(labels);
  httpDuration.observe(labels, (performance.now() - started) / 1000);
};
