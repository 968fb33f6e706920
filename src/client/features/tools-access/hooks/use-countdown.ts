import { useEffect, useRef, useState } from 'react';
import { countdownTicker, secondsUntil } from './countdown';

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
