import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeBehind } from './write-behind';

afterEach(() => vi.useRealTimers());

describe('writeBehind', () => {
  it('writes what was added in one batch after the delay, and counts it as unwritten until then', async () => {
    vi.useFakeTimers();
    const written: number[][] = [];
    const log = writeBehind<number>({ write: async (rows) => void written.push(rows), lost: () => {} });
    log.add(1);
    log.add(2);
    log.add(3);
    expect(log.countUnwritten((n) => n > 1)).toBe(2);
    expect(written).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(written).toEqual([[1, 2, 3]]);
    expect(log.countUnwritten(() => true)).toBe(0);
  });

  it('writes at once when the batch is full, and counts a batch still being written', async () => {
    let finish = () => {};
    const written: number[][] = [];
    const log = writeBehind<number>({
      write: (rows) =>
        new Promise<void>((resolve) => {
          finish = () => {
            written.push(rows);
            resolve();
          };
        }),
      lost: () => {},
      maxBatch: 2,
    });
    log.add(1);
    log.add(2);
    expect(log.countUnwritten(() => true)).toBe(2);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    expect(written).toEqual([[1, 2]]);
    expect(log.countUnwritten(() => true)).toBe(0);
  });

  it('hands a batch it could not write to `lost`, and goes on', async () => {
    const lost = vi.fn();
    const failure = new Error('disk full');
    let fail = true;
    const written: string[][] = [];
    const log = writeBehind<string>({
      write: async (rows) => {
        if (fail) throw failure;
        written.push(rows);
      },
      lost,
    });
    log.add('a');
    await log.flush();
    expect(lost).toHaveBeenCalledWith(failure, ['a']);
    fail = false;
    log.add('b');
    await log.flush();
    expect(written).toEqual([['b']]);
  });
});
