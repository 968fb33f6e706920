import { ApiError } from '../../../lib/api';

/**
 * The session states of docs/product.md#accounts-and-sign-in, plus an error state: /api/me failed
 * or is stuck (never read as signed out).
 */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'error';

type MeRead = { hasAnswer: boolean; signedIn: boolean; failed: boolean; timedOut: boolean };

/** An answer decides, even a stale one kept through a failed refetch; no answer is never "signed out". */
export function sessionStatus({ hasAnswer, signedIn, failed, timedOut }: MeRead): SessionStatus {
  if (hasAnswer) return signedIn ? 'authenticated' : 'unauthenticated';
  return failed || timedOut ? 'error' : 'loading';
}

export const SESSION_ERROR_TITLE = 'Não foi possível carregar sua conta';
export const SESSION_SLOW = 'O servidor está demorando para responder. Tente novamente em instantes.';
export const SESSION_FAILED = 'O servidor não conseguiu responder agora. Tente novamente em instantes.';

/** What the error state says: offline, slow, or the server failed. */
export function sessionErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return error.message;
  return error ? SESSION_FAILED : SESSION_SLOW;
}
