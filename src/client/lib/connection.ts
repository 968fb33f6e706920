import { useSyncExternalStore } from 'react';

// Whether the server answers (docs/decisions/034-resilient-navigation.md). A call that never reached
// it (or a proxy's 502/503/504) marks it unreachable; from then on /api/health is asked with a
// growing pause (and at once when the browser says it is online again) until it answers, and
// whoever waits for the connection (the failed screens and queries) tries again.

/** Asked while the server is unreachable: cheap, no session, and 503 while a node drains. */
const PROBE_URL = '/api/health';
/** Pauses between probes: quick at first (a restart takes seconds), then every few seconds. */
const PROBE_DELAYS_MS = [500, 1000, 2000, 3000];
const PROBE_TIMEOUT_MS = 5000;

let unreachable = false;
let probeTimer: ReturnType<typeof setTimeout> | undefined;
let failedProbes = 0;
const changed = new Set<() => void>();
const reconnected = new Set<() => void>();

/** One request to the server: whether it answered, and not with a gateway's "down". */
export async function serverAnswers(): Promise<boolean> {
  try {
    const res = await fetch(PROBE_URL, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return res.ok;
  } catch {
    return false;
  }
}

function setUnreachable(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of changed) listener();
  if (!value) for (const listener of reconnected) listener();
}

function scheduleProbe(delay = PROBE_DELAYS_MS[Math.min(failedProbes, PROBE_DELAYS_MS.length - 1)]) {
  clearTimeout(probeTimer);
  probeTimer = setTimeout(async () => {
    if (await serverAnswers()) {
      failedProbes = 0;
      setUnreachable(false);
    } else if (unreachable) {
      failedProbes++;
      scheduleProbe();
    }
  }, delay);
}

/** A call did not reach the server: say so, and probe until it answers again. */
export function reportUnreachable() {
  if (unreachable) return;
  failedProbes = 0;
  setUnreachable(true);
  scheduleProbe();
}

/** Whether a status is a gateway saying the server behind it does not answer. */
export const isGatewayDown = (status: number) => status === 502 || status === 503 || status === 504;

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (unreachable) scheduleProbe(0);
  });
  window.addEventListener('offline', reportUnreachable);
}

/** Runs `listener` each time the server answers again after being unreachable; returns the unsubscribe. */
export function onReconnect(listener: () => void) {
  reconnected.add(listener);
  return () => {
    reconnected.delete(listener);
  };
}

function subscribe(listener: () => void) {
  changed.add(listener);
  return () => {
    changed.delete(listener);
  };
}

export const isUnreachable = () => unreachable;

/** True while the server does not answer (the notice shows, failed screens wait for it). */
export const useUnreachable = () => useSyncExternalStore(subscribe, isUnreachable, () => false);
