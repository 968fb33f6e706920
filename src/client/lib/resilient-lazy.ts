import { type ComponentType, createElement, lazy } from 'react';
import { reportUnreachable, serverAnswers } from './connection';

// A lazily loaded chunk (a screen, a dialog) that did not arrive (docs/decisions/034-resilient-navigation.md).
// While the server does not answer, the failure goes to the nearest ChunkBoundary, which shows the
// app's error state and renders again once the server answers: the next render asks anew. When the
// server answers but the file still does not load, a deployment has renamed the chunks since this
// page loaded: the page is loaded again, on the same route, at most once a minute (so a server
// that really lacks the file shows the error instead of looping). The page is never reloaded while
// the server does not answer: that would trade the app for the browser's own error page.

const RELOADED_AT = 'hub:stale-chunk-reload';
const RELOAD_AT_MOST_EVERY_MS = 60_000;

/** A chunk that could not be loaded: ChunkBoundary shows it and tries again. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Chunk unavailable', { cause });
  }
}

/** Loads the page again (same URL) unless it was done within the last minute; whether it did. */
function reloadOnce() {
  const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_AT_MOST_EVERY_MS) return false;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}

async function recover(cause: unknown): Promise<never> {
  if (!(await serverAnswers())) {
    reportUnreachable();
    throw new ChunkLoadError(cause);
  }
  // A promise that never settles: the page is going away.
  if (reloadOnce()) return new Promise<never>(() => {});
  throw new ChunkLoadError(cause);
}

// The chunks that failed, each with how to try it afresh. A failed one keeps failing until a
// ChunkBoundary asks for another try (swapping earlier would have React render the fresh one
// instead of showing the failure, and load again at once, in a loop).
const failed = new Set<() => void>();

/** Lets every chunk that failed be loaded again on its next render. */
export function retryFailedChunks() {
  for (const retry of failed) retry();
  failed.clear();
}

/**
 * React.lazy whose failure can be tried again: React keeps a lazy component's rejection, so a
 * retry swaps in a fresh one.
 */
export function resilientLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  const attempt = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (cause: unknown) => {
          failed.add(() => {
            current = attempt();
          });
          return recover(cause);
        },
      ),
    );
  let current = attempt();
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per chunk at module level.
  return function ResilientLazy(props: P) {
    return createElement(current, props);
  };
}
