import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { MINUTE_MS } from '../../../shared/constants';
import type { Deps } from '../../app-env';
import { appUrlOf } from '../../platform/config/env';
import { takeRateLimit } from '../../platform/http/rate-limit';
import { signInLinkMail } from './auth-mails';
import {
  createSignInLink,
  findSignInLink,
  signInLinkIdentifier,
  spendSignInLink,
} from './data/verifications';

const COOKIE = 'hub_sign_in_link';
const LINK_MINUTES = 30;
/** One link an hour per address, however many refused attempts ask for one. */
const MAILS_PER_HOUR = { max: 1, windowMs: 60 * MINUTE_MS };

/**
 * While the account-wide brake holds (docs/decisions/017-sign-in-brakes.md), the owner is e-mailed a one-time link past it.
 * Opening it spends nothing (mail scanners open links too): it leaves this browser a sealed cookie
 * naming the link, and the next sign-in with the right password from that browser passes the
 * brake and spends the link. The token travels only in the mail; the database keeps its SHA-256.
 */
export function signInLinks(deps: Deps) {
  const { db } = deps.database;
  const { env, secretBox } = deps;
  const appUrl = appUrlOf(env);
  const cookieOptions = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Lax',
    secure: appUrl.startsWith('https:'),
  } as const;

  return {
    /** Queues a link for the account behind `email`, if there is one (silently otherwise). */
    async offer(email: string) {
      const mail = await takeRateLimit({ db, key: `sign-in-link-mail:${email}`, rule: MAILS_PER_HOUR });
      if (!mail.allowed) return;
      const user = await db
        .selectFrom('profiles')
        .select(['email', 'full_name as name', 'email_verified as emailVerified'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (!user) return;
      const expiresAt = new Date(Date.now() + LINK_MINUTES * MINUTE_MS);
      const token = await createSignInLink({ db, email, expiresAt });
      const url = `${appUrl}/api/auth/sign-in-link?token=${encodeURIComponent(token)}`;
      await deps.mail.enqueue(
        signInLinkMail({
          appName: env.APP_NAME,
          user: { email: user.email, name: user.name ?? '', emailVerified: Boolean(user.emailVerified) },
          url,
          minutes: LINK_MINUTES,
        }),
      );
    },

    /** The e-mailed link was opened: a valid one is held by this browser until used or expired. */
    async open(c: Context, token: string) {
      const identifier = signInLinkIdentifier(token);
      const email = await findSignInLink({ db, identifier });
      if (!email) return false;
      setCookie(c, COOKIE, secretBox.seal(JSON.stringify({ email, identifier })), {
        ...cookieOptions,
        maxAge: LINK_MINUTES * 60,
      });
      return true;
    },

    /** The still valid link this browser holds for `email`, if any. */
    async heldFor(c: Context, email: string): Promise<string | null> {
      const sealed = getCookie(c, COOKIE);
      const opened = sealed ? secretBox.open(sealed) : null;
      if (!opened) return null;
      try {
        const held = JSON.parse(opened) as { email?: unknown; identifier?: unknown };
        if (held.email !== email || typeof held.identifier !== 'string') return null;
        return (await findSignInLink({ db, identifier: held.identifier })) === email ? held.identifier : null;
      } catch {
        return null;
      }
    },

    /** The link let a sign-in through: it is spent, and this browser forgets it. */
    async spend(c: Context, identifier: string) {
      await spendSignInLink({ db, identifier });
      deleteCookie(c, COOKIE, cookieOptions);
    },
  };
}
