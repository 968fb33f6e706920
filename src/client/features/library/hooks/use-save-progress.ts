import { useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The library form's progress: 10, then 50 (60 when editing) once the upload is sent, 80 once
 * saved, 100 when done. Between 10 and 50/60 the bar follows the upload itself. Each step is
 * committed at once (flushSync): the save can be quicker than a frame, and every step must show.
 */
export function useSaveProgress(editing: boolean) {
  const [progress, setProgress] = useState<number | null>(null);
  const sent = editing ? 60 : 50;
  const show = (value: number | null) => flushSync(() => setProgress(value));
  return {
    progress,
    start: () => show(10),
    step: (step: number | 'sent' | 'saved') =>
      show(step === 'sent' ? sent : step === 'saved' ? 80 : Math.round(10 + step * (sent - 10))),
    finish: () => show(100),
    reset: () => setProgress(null),
  };
}
