import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * /metrics: what this process measures, whichever app it serves: Node's own figures (memory,
 * event loop lag, GC), HTTP requests and job attempts. One registry per process, because
 * Prometheus scrapes each process (node) as a target of its own.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const HTTP_LABELS = ['method', 'route', 'status'] as const;

export const httpRequests = new Counter({
  name: 'hub_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class (2xx, 4xx…).',
  labelNames: HTTP_LABELS,
  registers: [processRegistry],
});

export const httpDuration = new Histogram({
  name: 'hub_http_request_duration_seconds',
  help: 'Time to answer an HTTP request (until the response is handed to Node), by method, route pattern and status class.',
  labelNames: HTTP_LABELS,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

/**
 * A queue's or scheduled job's name as a label value: snake_case ('mail worker' → mail_worker).
 * The label is `queue`: Prometheus sets `job` itself on every series it scrapes (the scrape
 * config's job_name) and would keep ours only as `exported_job`.
 */
export const queueLabel = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');

/**
 * Each try a job made in this process: `ok`, `retry` (a queue row failed and is due again later),
 * `given_up` (its last try failed) or `failed` (a scheduled run threw).
 */
export const jobAttempts = new Counter({
  name: 'hub_job_attempts_total',
  help: 'Tries made by this process, per queue (a queue worker or a scheduled job) and result: ok, retry, given_up, failed.',
  labelNames: ['queue', 'result'] as const,
  registers: [processRegistry],
});

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
