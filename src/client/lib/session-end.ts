import { useSyncExternalStore } from 'react';
import { SESSION_REPLACED } from '../../shared/schemas/session';

/** What the sign-in page says to someone whose session ended. */
export const SESSION_ENDED_NOTICE = 'Sua sessão terminou. Entre novamente.';
/** …and to a device whose session a newer sign-in ended past the device limit. */
export const SESSION_REPLACED_NOTICE = 'Sua conta foi acessada em outro dispositivo';

/**
 * Whether the session this page was using ended while it was open (Sair on another
 * device, a password change, an expired cookie). A 401 from any call but sign-in ends it, and so
 * does /api/me answering "signed out" after it had answered with a profile. It ends once: the
 * session feature then forgets the member's cached data, and the sign-in page says why the person
 * is there. The next profile /api/me answers with starts a new session.
 */
type SessionState = 'unknown' | 'signed-in' | 'ended';

let state: SessionState = 'unknown';
/** The server's code for why it ended, when it gave one (SESSION_REPLACED). */
let endCode: string | undefined;
const listeners = new Set<() => void>();

function moveTo(next: SessionState, code?: string) {
  if (next === state) return;
  state = next;
  endCode = next === 'ended' ? code : undefined;
  for (const listener of listeners) listener();
}

/**
 * What /api/me answered: whether it named a signed-in person, and, when not, why the session that
 * was there ended (`sessionEnded`). A reason ends it even on a fresh page (the page was reopened).
 */
export function noteViewer(signedIn: boolean, endedBecause?: string) {
  if (signedIn) moveTo('signed-in');
  else if (endedBecause) moveTo('ended', endedBecause);
  else if (state === 'signed-in') moveTo('ended');
}

/** A call that needed a session was refused (401), with the server's code when it gave one. */
export function endSession(code?: string) {
  moveTo('ended', code);
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

/** What the sign-in page says while the session is ended (null otherwise). */
export function sessionEndNotice(): string | null {
  if (state !== 'ended') return null;
  return endCode === SESSION_REPLACED ? SESSION_REPLACED_NOTICE : SESSION_ENDED_NOTICE;
}

export function useSessionEndNotice() {
  return useSyncExternalStore(subscribe, sessionEndNotice, sessionEndNotice);
}
