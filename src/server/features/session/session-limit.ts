import type { Db } from '../../platform/db/connection';
import { endOldestSessions } from './data/end-oldest-sessions';
import { recordSignIn } from './data/record-sign-in';
import { CLIENT_IP_HEADER } from './sign-in-headers';

/** Why a session ended that its device must hear about (the 401's code says so). */
export const END_REASON_REPLACED = 'replaced';

type NewSession = { userId: string; impersonatedBy?: string | null };
type EndpointContext = { path?: string; headers?: Headers } | null | undefined;

/**
 * Better Auth calls that create a session to stand in for the caller's own (same device), not a
 * new sign-in: neither counted as one nor subject to the limit.
 */
const SAME_DEVICE_PATHS = new Set(['/change-password', '/two-factor/enable', '/two-factor/disable']);

/**
 * Issue 21 §3, run by Better Auth after each session is created (auth.ts, databaseHooks): records
 * the sign-in and its IP, then ends the member's oldest sessions past `maxSessions` (admins
 * exempt). Better Auth runs it after its own transaction has committed.
 */
export function sessionLimit({ db, maxSessions }: { db: Db; maxSessions: number }) {
  return {
    /** The session row's IP: the one sign-in-headers.ts set, never X-Forwarded-For as sent. */
    ipOf: (context: EndpointContext) => context?.headers?.get(CLIENT_IP_HEADER) ?? null,
    async afterCreate(session: NewSession, context: EndpointContext) {
      if (session.impersonatedBy || SAME_DEVICE_PATHS.has(context?.path ?? '')) return;
      await recordSignIn({ db, userId: session.userId, ip: context?.headers?.get(CLIENT_IP_HEADER) ?? null });
      await endOldestSessions({ db, userId: session.userId, keep: maxSessions, reason: END_REASON_REPLACED });
    },
  };
}
