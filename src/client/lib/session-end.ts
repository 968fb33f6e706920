import { useSyncExternalStore } from 'react';

/** What the sign-in page says to someone whose session ended. */
export const SESSION_ENDED_NOTICE = 'Sua sessão terminou. Entre novamente.';

/**
 * Issue 19 §2: whether the session this page was using ended while it was open (Sair on another
 * device, a password change, an expired cookie). A 401 from any call but sign-in ends it, and so
 * does /api/me answering "signed out" after it had answered with a profile. It ends once: the
 * session feature then forgets the member's cached data, and the sign-in page says why the person
 * is there. The next profile /api/me answers with starts a new session.
 */
type SessionState = 'unknown' | 'signed-in' | 'ended';

let state: SessionState = 'unknown';
const listeners = new Set<() => void>();

function moveTo(next: SessionState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** What /api/me answered: whether it named a signed-in person. */
export function noteViewer(signedIn: boolean) {
  if (signedIn) moveTo('signed-in');
  else if (state === 'signed-in') moveTo('ended');
}

/** A call that needed a session was refused (401). */
export function endSession() {
  moveTo('ended');
}

export const sessionHasEnded = () => state === 'ended';

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Runs `listener` each time the session ends; returns the unsubscribe. */
export function onSessionEnd(listener: () => void) {
  return subscribe(() => {
    if (sessionHasEnded()) listener();
  });
}

/** True from the moment the session ended until a new one starts. */
export function useSessionEnded() {
  return useSyncExternalStore(subscribe, sessionHasEnded, sessionHasEnded);
}
