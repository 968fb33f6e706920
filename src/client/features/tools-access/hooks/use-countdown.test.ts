import { describe, expect, it, vi } from 'vitest';
import { countdownTicker } from './use-countdown';

// The dialog's deadline: the moment the code arrived plus the server's secondsRemaining.
const ARRIVED = Date.UTC(2026, 10, 24, 12, 0, 0);

function countdownFrom(arrivedAt: number, secondsRemaining: number) {
  const clock = { now: arrivedAt };
  const onElapsed = vi.fn();
  const tick = countdownTicker({
    deadline: arrivedAt + secondsRemaining * 1000,
    now: () => clock.now,
    onElapsed,
  });
  const tickAt = (msAfterArrival: number) => {
    clock.now = arrivedAt + msAfterArrival;
    return tick();
  };
  return { tickAt, onElapsed };
}

describe('the one-time code countdown', () => {
  it('ticks down one second at a time, rounding a started second up', () => {
    const { tickAt, onElapsed } = countdownFrom(ARRIVED, 30);
    expect(tickAt(0)).toBe(30);
    expect(tickAt(1000)).toBe(29);
    expect(tickAt(1500)).toBe(29);
    expect(tickAt(29_000)).toBe(1);
    expect(tickAt(29_999)).toBe(1);
    expect(onElapsed).not.toHaveBeenCalled();
  });

  it('rolls over at the 30 s boundary: zero, the next code asked for once, then its own 30 s', () => {
    const first = countdownFrom(ARRIVED, 30);
    expect(first.tickAt(30_000)).toBe(0);
    expect(first.onElapsed).toHaveBeenCalledOnce();
    expect(first.tickAt(31_000)).toBe(0);
    expect(first.onElapsed).toHaveBeenCalledOnce();

    const next = countdownFrom(ARRIVED + 30_000, 30);
    expect(next.tickAt(0)).toBe(30);
    expect(next.tickAt(1000)).toBe(29);
  });

  it('counts only what is left of a window already under way', () => {
    const { tickAt, onElapsed } = countdownFrom(ARRIVED, 12);
    expect(tickAt(0)).toBe(12);
    expect(tickAt(11_000)).toBe(1);
    expect(tickAt(12_000)).toBe(0);
    expect(onElapsed).toHaveBeenCalledOnce();
  });

  it('fires once even when a late tick lands past the deadline (a throttled background tab)', () => {
    const { tickAt, onElapsed } = countdownFrom(ARRIVED, 30);
    expect(tickAt(95_000)).toBe(0);
    expect(tickAt(96_000)).toBe(0);
    expect(onElapsed).toHaveBeenCalledOnce();
  });
});
