import { useEffect, useRef, useState } from 'react';

/** Whole seconds from `now` until `deadline` (both ms since the epoch), rounded up; never negative. */
export const secondsUntil = (deadline: number, now: number) =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

type CountdownOptions = { deadline: number; now: () => number; onElapsed: () => void };

/**
 * One code's countdown: each tick reads the clock and answers the seconds left, and the tick
 * that reaches zero calls `onElapsed`, once (the dialog then asks for the next code, whose
 * answer brings a new deadline and so a new countdown).
 */
export function countdownTicker({ deadline, now, onElapsed }: CountdownOptions) {
  let fired = false;
  return () => {
    const left = secondsUntil(deadline, now());
    if (left === 0 && !fired) {
      fired = true;
      onElapsed();
    }
    return left;
  };
}

/**
 * Whole seconds left until `deadline` (ms since the epoch), refreshed every second; calls
 * `onElapsed` once when it reaches zero.
 */
export function useCountdown(deadline: number | null, onElapsed: () => void) {
  const [seconds, setSeconds] = useState(() => (deadline === null ? 0 : secondsUntil(deadline, Date.now())));
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  });

  useEffect(() => {
    if (deadline === null) return;
    setSeconds(secondsUntil(deadline, Date.now()));
    const tick = countdownTicker({ deadline, now: Date.now, onElapsed: () => elapsed.current() });
    const interval = setInterval(() => setSeconds(tick()), 1000);
    return () => clearInterval(interval);
  }, [deadline]);

  return seconds;
}
