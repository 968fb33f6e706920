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
