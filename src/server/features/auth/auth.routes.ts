import { Hono } from 'hono';
import {
  forgotPasswordSchema,
  resendConfirmationSchema,
  resetLinkQuerySchema,
  resetPasswordSchema,
  signInLinkQuerySchema,
  signInSchema,
  signUpSchema,
  verifyEmailQuerySchema,
} from '../../../shared/schemas/auth';
import type { AppEnv, Deps } from '../../app-env';
import { clientIp } from '../../platform/http/client-ip';
import { forwardCookies } from '../../platform/http/forward-cookies';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { markSecondFactor, signInHeaders } from '../session';
import { translateAuthError, unconfirmedAsWrongCredentials } from './auth-errors';
import { isResetLinkLive } from './data/verifications';
import { signInLimits } from './sign-in-limits';
import { signInLinks } from './sign-in-link';
import { confirmationLanding } from './verify-email';

const WINDOW_MS = 15 * 60 * 1000;

/** Accounts (docs/product.md#accounts-and-sign-in): thin handlers over Better Auth's server API. */
export function authRoutes(deps: Deps) {
  const { auth, env, database } = deps;
  const limitIp = (c: Parameters<typeof clientIp>[0], action: string) =>
    consumeRateLimit({
      db: database.db,
      key: `${action}:ip:${clientIp(c, env.TRUST_PROXY)}`,
      rule: { max: env.AUTH_LIMIT_PER_IP, windowMs: WINDOW_MS },
    });
  const limitEmail = (email: string, action: string) =>
    consumeRateLimit({
      db: database.db,
      key: `${action}:email:${email}`,
      rule: { max: env.AUTH_LIMIT_PER_EMAIL, windowMs: WINDOW_MS },
    });

  const limitedSignIn = signInLimits(deps);
  const links = signInLinks(deps);

  return new Hono<AppEnv>()
    .post('/sign-up', allow('visitor', deps), validate('json', signUpSchema), async (c) => {
      const { fullName, email, password } = c.req.valid('json');
      await limitIp(c, 'sign-up');
      await limitEmail(email, 'sign-up'); // one address is no mail target either
      await auth.api
        .signUpEmail({
          body: { name: fullName, email, password },
          headers: c.req.raw.headers,
        })
        .catch(translateAuthError);
      return c.json({ message: 'Conta criada com sucesso' }, 201);
    })
    .post('/sign-in', allow('visitor', deps), validate('json', signInSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      let twoFactorRedirect = false;
      await limitedSignIn(c, email, async () => {
        const { headers, response } = await auth.api
          .signInEmail({
            body: { email, password },
            headers: signInHeaders(c, env.TRUST_PROXY), // the IP the member's sessions list shows
            returnHeaders: true,
          })
          // An unconfirmed account answers like a wrong password (its confirmation mail re-sent),
          // so signing up then in cannot tell whether the address was taken
          // (docs/decisions/030-sign-up-that-guides.md). Counted by the limits like a failure.
          .catch(unconfirmedAsWrongCredentials);
        forwardCookies(headers, c); // the session cookie first, then the limiter's device cookie
        // Two-factor on (docs/decisions/019-two-factor.md): no session yet, only a short-lived
        // cookie for POST /two-factor/verify.
        twoFactorRedirect = 'twoFactorRedirect' in response && response.twoFactorRedirect === true;
        // An enrolled member let in without a code: this device is one they trusted when they gave
        // it (Better Auth's trusted-device cookie), so the session passed the second factor.
        if (!twoFactorRedirect && 'user' in response && response.user.twoFactorEnabled && response.token)
          await markSecondFactor({ db: deps.database.db, token: response.token, now: new Date() });
      }).catch(translateAuthError);
      return c.json(twoFactorRedirect ? { ok: true, twoFactorRedirect: true } : { ok: true });
    })
    .get('/sign-in-link', allow('visitor', deps), async (c) => {
      // The link e-mailed while the account-wide brake holds (docs/decisions/017-sign-in-brakes.md).
      // Opening it spends nothing (sign-in-link.ts); like the confirmation link, it lands on /auth.
      const token = signInLinkQuerySchema.safeParse(c.req.query()).data?.token;
      const held = token ? await links.open(c, token) : false;
      return c.redirect(held ? '/auth?acesso=liberado' : '/auth?error=INVALID_TOKEN');
    })
    .post('/sign-out', allow('member', deps), async (c) => {
      // Sign-out has global scope: every session of the member ends (docs/product.md#accounts-and-sign-in).
      await auth.api.revokeSessions({ headers: c.req.raw.headers }).catch(translateAuthError);
      const { headers } = await auth.api
        .signOut({ headers: c.req.raw.headers, returnHeaders: true })
        .catch(translateAuthError);
      forwardCookies(headers, c);
      return c.json({ ok: true });
    })
    .post('/forgot-password', allow('visitor', deps), validate('json', forgotPasswordSchema), async (c) => {
      const { email } = c.req.valid('json');
      await limitIp(c, 'forgot-password');
      await limitEmail(email, 'forgot-password');
      await auth.api
        .requestPasswordReset({ body: { email }, headers: c.req.raw.headers })
        .catch(translateAuthError);
      // Same answer whether or not the e-mail exists: nobody learns who is a member.
      return c.json({
        message: 'Se o email estiver cadastrado, você receberá um link para redefinir a senha.',
      });
    })
    .post(
      '/resend-confirmation',
      allow('visitor', deps),
      validate('json', resendConfirmationSchema),
      async (c) => {
        const { email } = c.req.valid('json');
        await limitIp(c, 'resend-confirmation');
        await limitEmail(email, 'resend-confirmation');
        // Without the caller's cookies Better Auth takes its path for strangers: it mails only an
        // account still waiting for confirmation, and takes as long whether or not one exists.
        await auth.api.sendVerificationEmail({ body: { email } }).catch(translateAuthError);
        return c.json({
          message:
            'Se este email estiver aguardando confirmação, enviamos um novo link. Confira também o spam.',
        });
      },
    )
    .get('/reset-password', allow('visitor', deps), validate('query', resetLinkQuerySchema), async (c) => {
      // The reset screen asks before showing the form, so a used or expired link says so at once.
      // A live token is 24 random bytes: answering whether one is live helps no guesser.
      await limitIp(c, 'reset-link-check');
      return c.json({ live: await isResetLinkLive({ db: database.db, token: c.req.valid('query').token }) });
    })
    .post('/reset-password', allow('visitor', deps), validate('json', resetPasswordSchema), async (c) => {
      const { token, password } = c.req.valid('json');
      await limitIp(c, 'reset-password');
      await auth.api.resetPassword({ body: { token, newPassword: password } }).catch(translateAuthError);
      return c.json({ message: 'Senha redefinida com sucesso. Faça login com a nova senha.' });
    })
    .get('/verify-email', allow('visitor', deps), async (c) => {
      // The e-mailed link always lands on /auth: the query's callbackURL is ignored, so the link
      // cannot be turned into an open redirect, and a bad token never reads as a confirmation.
      const token = verifyEmailQuerySchema.safeParse(c.req.query()).data?.token;
      return c.redirect(token ? await confirmationLanding(c, deps, token) : '/auth?error=INVALID_TOKEN');
    });
}
