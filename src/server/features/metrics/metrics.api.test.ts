import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { MESSAGES } from '../../platform/http/app-error';
import { scheduledJob } from '../../platform/jobs/scheduled-job';
import { createLogger } from '../../platform/logger';
import { httpRequests } from '../../platform/metrics/process-metrics';

const TOKEN = 'token-de-metricas-0123456789';

/** The value of one sample in the exposition text, or undefined when the series is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** Label names Prometheus sets on every series itself (a target's), or keeps for its own use. */
const RESERVED_LABEL = /^(job|instance|__.*)$/;

describe('GET /metrics without METRICS_TOKEN', () => {
  const t = testAppForFile();

  it('is not served: 404 in Portuguese, even with a bearer token', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}` }];
    for (const headers of attempts) {
      const res = await t.request('/metrics', { headers });
      expect(res.status).toBe(404);
      const body = await res.json();
      expectPortugueseError(body);
      expect(body.message).toBe(MESSAGES.notFound);
    }
  });

  it('measures no request: nobody could read the figures', async () => {
    const counted = async () =>
      (await httpRequests.get()).values.reduce((total, { value }) => total + value, 0);
    const before = await counted();
    expect((await t.request('/api/health')).status).toBe(200);
    expect((await t.request('/api/nao-existe')).status).toBe(404);
    expect(await counted()).toBe(before);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = testAppForFile({ METRICS_TOKEN: TOKEN });
  const scrape = async () => {
    const res = await t.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer token-errado-0123456789' }],
    ['the token as Basic credentials', { authorization: `Basic ${TOKEN}` }],
    ['the token with one character more', { authorization: `Bearer ${TOKEN}x` }],
  ])('answers 401 in Portuguese to %s', async (_, headers) => {
    const res = await t.request('/metrics', { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const body = await res.json();
    expectPortugueseError(body);
    expect(body.message).toBe(MESSAGES.metricsTokenRejected);
  });

  it("answers 401 to an admin's session without the token", async () => {
    const admin = await t.as('admin');
    const res = await t.request('/metrics', { cookie: admin.cookie });
    expect(res.status).toBe(401);
  });

  it('counts a request under its route pattern, never its raw URL', async () => {
    const health = { method: 'GET', route: '/api/health', status: '2xx' };
    const before = sample(await scrape(), 'hub_http_requests_total', health) ?? 0;
    expect((await t.request('/api/health')).status).toBe(200);
    const event = 'evento-que-nao-existe-42';
    expect((await t.request(`/api/admin/payments/events/${event}`)).status).toBe(401);

    const text = await scrape();
    expect(sample(text, 'hub_http_requests_total', health)).toBe(before + 1);
    expect(sample(text, 'hub_http_request_duration_seconds_count', health)).toBe(before + 1);
    const pattern = { method: 'GET', route: '/api/admin/payments/events/:id', status: '4xx' };
    expect(sample(text, 'hub_http_requests_total', pattern)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(event);
  });

  it('reports each queue’s depth and its tries', async () => {
    await t.deps.mail.worker.drain();
    const mail = { queue: 'mail_worker' };
    expect(sample(await scrape(), 'hub_queue_depth', mail)).toBe(0);

    const message = { to: 'metricas@exemplo.com.br', subject: 'Teste', text: 'Olá', html: '<p>Olá</p>' };
    await t.deps.mail.enqueue(message);
    await t.deps.mail.enqueue(message);
    const queued = await scrape();
    expect(sample(queued, 'hub_queue_depth', mail)).toBe(2);
    expect(sample(queued, 'hub_queue_retrying', mail)).toBe(0);
    expect(sample(queued, 'hub_queue_failed', mail)).toBe(0);
    const sentBefore = sample(queued, 'hub_job_attempts_total', { ...mail, result: 'ok' }) ?? 0;

    await t.deps.mail.worker.drain();
    const sent = await scrape();
    expect(sample(sent, 'hub_queue_depth', mail)).toBe(0);
    expect(sample(sent, 'hub_job_attempts_total', { ...mail, result: 'ok' })).toBe(sentBefore + 2);
    // The payment webhook queue is measured too, with nothing waiting.
    expect(sample(sent, 'hub_queue_depth', { queue: 'payment_worker' })).toBe(0);
    expect(sample(sent, 'hub_queue_failed', { queue: 'payment_worker' })).toBe(0);
  });

  it('counts a scheduled job’s failed run', async () => {
    const job = scheduledJob({
      name: 'job de teste',
      everyMs: 60_000,
      logger: createLogger('silent'),
      run: async () => {
        throw new Error('falhou de propósito');
      },
    });
    await expect(job.runOnce()).rejects.toThrow('falhou de propósito');
    await job.stop();
    expect(
      sample(await scrape(), 'hub_job_attempts_total', { queue: 'job_de_teste', result: 'failed' }),
    ).toBe(1);
  });

  it('uses no label name Prometheus reserves (job, instance, __*), so no series is renamed on scrape', async () => {
    await t.deps.mail.enqueue({
      to: 'rotulos@exemplo.com.br',
      subject: 'Teste',
      text: 'Olá',
      html: '<p>Olá</p>',
    });
    await t.deps.mail.worker.drain();
    // Read by a Prometheus text-format parser, as a scraper reads it (a line it cannot read fails
    // here). It keeps the labels of counters and gauges; the histogram's are its route's three.
    const families = parsePrometheusTextFormat(await scrape());
    expect(families.length).toBeGreaterThan(10);
    const names = new Set(
      families.flatMap((family) => family.metrics.flatMap((m) => Object.keys(m.labels ?? {}))),
    );
    expect(names).toContain('queue');
    expect([...names].filter((name) => RESERVED_LABEL.test(name))).toEqual([]);
    const queues = families
      .filter((family) => family.name.startsWith('hub_queue_') || family.name === 'hub_job_attempts_total')
      .flatMap((family) => family.metrics.map((m) => m.labels?.queue ?? ''));
    expect(queues.length).toBeGreaterThan(0);
    expect(queues.filter((queue) => !/^[a-z0-9]+(_[a-z0-9]+)*$/.test(queue))).toEqual([]);
  });

  it("reports the database's use and the process's own figures", async () => {
    const text = await scrape();
    if (t.kind === 'postgres') {
      expect(sample(text, 'hub_db_pool_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'hub_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'hub_db_pool_waiting_requests')).toBe(0);
      expect(text).not.toContain('hub_sqlite_file_bytes');
    } else {
      expect(sample(text, 'hub_sqlite_file_bytes', { file: 'database' })).toBeGreaterThan(0);
      expect(sample(text, 'hub_sqlite_file_bytes', { file: 'wal' })).toBeGreaterThanOrEqual(0);
      expect(text).not.toContain('hub_db_pool_connections');
    }
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});
