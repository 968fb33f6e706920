import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { scheduledJob, untilNextMultiple } from './scheduled-job';

const HOUR = 60 * 60_000;

afterEach(() => {
  vi.useRealTimers();
});

/** A job that counts its runs, at the fake clock's time. */
function countingJob(onTheClock: boolean) {
  const runs: number[] = [];
  const job = scheduledJob({
    name: 'teste',
    everyMs: HOUR,
    onTheClock,
    logger: createLogger('silent'),
    run: async () => {
      runs.push(Date.now());
    },
  });
  return { job, runs };
}

describe('scheduledJob', () => {
  it('runs at start, then every period from there', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 19, 20) });
    const { job, runs } = countingJob(false);
    job.start();
    await vi.advanceTimersByTimeAsync(HOUR);
    await job.stop();
    expect(runs).toEqual([Date.UTC(2026, 10, 26, 19, 20), Date.UTC(2026, 10, 26, 20, 20)]);
  });

  it('on the clock: nothing at start, then each whole hour, the same instants in every process', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 19, 20) });
    const nodes = [countingJob(true), countingJob(true)];
    nodes[0]?.job.start();
    await vi.advanceTimersByTimeAsync(7 * 60_000);
    // A second node starts seven minutes later: a cold start runs nothing on either.
    nodes[1]?.job.start();
    expect(nodes.map(({ runs }) => runs.length)).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    for (const { job } of nodes) await job.stop();
    const onTheHour = [Date.UTC(2026, 10, 26, 20), Date.UTC(2026, 10, 26, 21)];
    expect(nodes.map(({ runs }) => runs)).toEqual([onTheHour, onTheHour]);
  });

  it('the next multiple is never now', () => {
    expect(untilNextMultiple(3 * HOUR, HOUR)).toBe(HOUR);
    expect(untilNextMultiple(3 * HOUR + 1, HOUR)).toBe(HOUR - 1);
  });
});
