import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../../platform/db/connection';
import { endOldestSessions } from './data/end-oldest-sessions';
import { recordSignIn } from './data/record-sign-in';
import { CLIENT_IP_HEADER } from './sign-in-headers';

/** Why a session ended that its device must hear about (the 401's code says so). */
export const END_REASON_REPLACED = 'replaced';

type NewSession = { id: string; userId: string; impersonatedBy?: string | null };
type EndpointContext = { path?: string; headers?: Headers } | null | undefined;
type Created = { sessionId: string; userId: string; ip: string | null };

/**
 * Better Auth calls that create a session to stand in for the caller's own (same device), not a
 * new sign-in: neither counted as one nor subject to the limit.
 */
const SAME_DEVICE_PATHS = new Set(['/change-password', '/two-factor/enable', '/two-factor/disable']);

/**
 * Issue 21 §3: each sign-in is recorded with its IP, then the member's oldest sessions past
 * `maxSessions` end (admins exempt). Both wait until the request that created the session is over
 * (`afterRequest`, a middleware on the API): Better Auth may delete a session it just made in the
 * same request — two-factor's password step keeps none until the code, enrolment replaces the
 * current one — and such a session must neither count nor push an older device out.
 */
export type SessionLimit = ReturnType<typeof sessionLimit>;

export function sessionLimit({ db, maxSessions }: { db: Db; maxSessions: number }) {
  const requests = new AsyncLocalStorage<Created[]>();

  async function settle({ sessionId, userId, ip }: Created) {
    const kept = await db.selectFrom('sessions').select('id').where('id', '=', sessionId).executeTakeFirst();
    if (!kept) return;
    await recordSignIn({ db, userId, ip });
    await endOldestSessions({ db, userId, keep: maxSessions, reason: END_REASON_REPLACED });
  }

  return {
    /** The session row's IP: the one sign-in-headers.ts set, never X-Forwarded-For as sent. */
    ipOf: (context: EndpointContext) => context?.headers?.get(CLIENT_IP_HEADER) ?? null,
    /** Run by Better Auth after each session is created (auth.ts, databaseHooks). */
    async afterCreate(session: NewSession, context: EndpointContext) {
      if (session.impersonatedBy || SAME_DEVICE_PATHS.has(context?.path ?? '')) return;
      const created = {
        sessionId: session.id,
        userId: session.userId,
        ip: context?.headers?.get(CLIENT_IP_HEADER) ?? null,
      };
      const pending = requests.getStore();
      if (pending) pending.push(created);
      // Outside a request (a script, a test calling Better Auth directly): at once.
      else await settle(created);
    },
    /** Settles the sessions a request created, once it is over. */
    afterRequest: (async (_c, next) => {
      const created: Created[] = [];
      await requests.run(created, next);
      for (const session of created) await settle(session);
    }) satisfies MiddlewareHandler,
  };
}
