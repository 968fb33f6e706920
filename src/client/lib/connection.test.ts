import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the connection's state: each test loads it afresh.
const load = async () => {
  vi.resetModules();
  return import('./connection');
};

describe('the connection', () => {
  let answers: boolean[];
  let probes: number;

  beforeEach(() => {
    vi.useFakeTimers();
    answers = [];
    probes = 0;
    vi.stubGlobal('fetch', async () => {
      probes++;
      if (answers.shift()) return new Response('{}', { status: 200 });
      throw new TypeError('Failed to fetch');
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('once a call did not reach the server, probes it with growing pauses until it answers, then says so', async () => {
    const connection = await load();
    const reconnected = vi.fn();
    connection.onReconnect(reconnected);
    expect(connection.isUnreachable()).toBe(false);

    answers = [false, false, true];
    connection.reportUnreachable();
    connection.reportUnreachable(); // a second failure while down starts nothing new
    expect(connection.isUnreachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    expect(probes).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(probes).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probes).toBe(2);
    expect(reconnected).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(probes).toBe(3);
    expect(connection.isUnreachable()).toBe(false);
    expect(reconnected).toHaveBeenCalledOnce();

    // Nothing more is asked once it answers.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes).toBe(3);
  });

  it('keeps probing every 3 s however long the outage, and a gateway 502/503/504 counts as down', async () => {
    const connection = await load();
    connection.reportUnreachable();
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000 + 3000 * 5);
    expect(probes).toBe(8);
    expect(connection.isUnreachable()).toBe(true);
    expect([502, 503, 504].map(connection.isGatewayDown)).toEqual([true, true, true]);
    expect([200, 404, 500].map(connection.isGatewayDown)).toEqual([false, false, false]);
  });

  it('asks the server once to tell an outage from a missing file', async () => {
    const connection = await load();
    answers = [true];
    expect(await connection.serverAnswers()).toBe(true);
    expect(await connection.serverAnswers()).toBe(false);
  });
});
