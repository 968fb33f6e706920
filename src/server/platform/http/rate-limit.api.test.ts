import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { AppError, MESSAGES } from './app-error';
import { consumeRateLimit } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rule = { max: 2, windowMs: 60_000 };
const start = 1_700_000_000_000;

/** The AppError a call throws, or null when it was let through. */
const attempt = (key: string, now: number) =>
  consumeRateLimit({ db: t.db, key, rule, now }).then(
    () => null,
    (error: unknown) => error,
  );

describe('consumeRateLimit', () => {
  it('lets max calls through per window, then refuses with 429 and the seconds left', async () => {
    expect(await attempt('a', start)).toBeNull();
    expect(await attempt('a', start + 1_000)).toBeNull();
    const refused = await attempt('a', start + 30_000);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      status: 429,
      message: MESSAGES.rateLimited,
      code: 'rate_limited',
      retryAfterSeconds: 30,
    });
    expect(await attempt('a', start + 59_999)).toMatchObject({ retryAfterSeconds: 1 });
  });

  it('starts a new window once the old one has passed', async () => {
    expect(await attempt('b', start)).toBeNull();
    expect(await attempt('b', start)).toBeNull();
    expect(await attempt('b', start + 10)).toMatchObject({ status: 429 });
    expect(await attempt('b', start + 60_000)).toBeNull();
    expect(await attempt('b', start + 60_001)).toBeNull();
    expect(await attempt('b', start + 60_002)).toMatchObject({ retryAfterSeconds: 60 });
  });

  it('counts each key on its own', async () => {
    expect(await attempt('c', start)).toBeNull();
    expect(await attempt('c', start)).toBeNull();
    expect(await attempt('d', start)).toBeNull();
    expect(await attempt('c', start)).toMatchObject({ status: 429 });
    const rows = await t.db
      .selectFrom('rate_limits')
      .selectAll()
      .where('key', 'in', ['c', 'd'])
      .orderBy('key')
      .execute();
    expect(rows).toEqual([
      { key: 'c', count: 3, window_started_at: start },
      { key: 'd', count: 1, window_started_at: start },
    ]);
  });
});
