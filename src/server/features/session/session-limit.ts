import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../../app-env';
import type { Db } from '../../platform/db/connection';
import { clientIp } from '../../platform/http/client-ip';
import { getEndReason, sessionTokenHash } from './data/ended-sessions';
import { endOldestSessions } from './data/sessions';
import { recordSignIn } from './data/sign-ins';
import { parseCookieHeader, verifySignedValue } from './session-reader';

// A new session: the IP it records, the limit of MAX_SESSIONS_PER_MEMBER it counts against, and
// why an older one ended (docs/product.md#accounts-and-sign-in).

/**
 * The header that carries the caller's address into Better Auth's session rows. Better Auth would
 * read X-Forwarded-For's first entry, which the client writes; this is set by us alone, from
 * clientIp (TRUST_PROXY), and whatever a client sent under this name is dropped.
 */
export const CLIENT_IP_HEADER = 'x-hub-client-ip';

/** The request's headers for a Better Auth call that creates a session (a sign-in, a password change). */
export function signInHeaders(c: Context, proxyHops: number): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c, proxyHops);
  if (ip !== 'unknown') headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}

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
 * Each sign-in is recorded with its IP, then the member's oldest sessions past `maxSessions` end
 * (admins exempt). Both wait until the request that created the session is over (`afterRequest`,
 * a middleware on the API): Better Auth may delete a session it just made in the same request —
 * two-factor's password step keeps none until the code, enrolment replaces the current one — and
 * such a session must neither count nor push an older device out.
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
    /** The session row's IP: the one signInHeaders set, never X-Forwarded-For as sent. */
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

/**
 * Why the session this request's cookie names was ended by a rule ('replaced' by a newer sign-in
 * past the limit), or null. Asked only when the cookie no longer signs anyone in, and only the
 * first such request carries the cookie: Better Auth clears it in the same answer.
 */
export async function endReasonOf(c: Context<AppEnv>, deps: Deps): Promise<string | null> {
  const ctx = await deps.auth.$context;
  const value = parseCookieHeader(c.req.header('cookie') ?? null).get(ctx.authCookies.sessionToken.name);
  const token = value && verifySignedValue(value, ctx.secret);
  if (!token) return null;
  return getEndReason({ db: deps.database.db, tokenHash: sessionTokenHash(token) });
}
