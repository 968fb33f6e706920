import { useEffect, useRef, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds left until `deadline` (ms since the epoch), refreshed every second; calls
 * `onElapsed` once when it reaches zero.
 */
export function useCountdown(deadline: number | null, onElapsed: () => void) {
  const [seconds, setSeconds] = useState(() => (deadline === null ? 0 : secondsUntil(deadline)));
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  });

  useEffect(() => {
    if (deadline === null) return;
    setSeconds(secondsUntil(deadline));
    let fired = false;
    const interval = setInterval(() => {
      const left = secondsUntil(deadline);
      setSeconds(left);
      if (left === 0 && !fired) {
        fired = true;
        elapsed.current();
      }
    }, 1000);
    return () => clearInterval(interval);
  }, [deadline]);

  return seconds;
}
