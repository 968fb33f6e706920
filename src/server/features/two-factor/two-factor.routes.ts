import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  isTotpCode,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
  twoFactorConfirmSchema,
  twoFactorPasswordSchema,
  twoFactorVerifySchema,
} from '../../../shared/schemas/two-factor';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import { clientIp } from '../../platform/http/client-ip';
import { forwardCookies } from '../../platform/http/forward-cookies';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { adminActor, recordAudit } from '../audit';
import { translateAuthError } from '../auth';
import { endMemberSessions, markSecondFactorSet, signInHeaders } from '../session';
import { hasTwoFactor } from './data/two-factors';
import { TWO_FACTOR_REQUIRED } from './two-factor-rule';

const WINDOW_MS = 15 * 60 * 1000;
const NO_CHALLENGE = new AppError(401, MESSAGES.twoFactorExpired, 'INVALID_TWO_FACTOR_COOKIE');
const ADMIN_KEEPS_IT = new AppError(
  403,
  'Administradores precisam manter a verificação em duas etapas ativa.',
  TWO_FACTOR_REQUIRED,
);

/**
 * At enrolment the member is signed in: a wrong code (Better Auth's 401) is the form's 400, never
 * the 401 the app reads as a session that ended.
 */
function wrongCodeIsInvalid(error: unknown): never {
  try {
    translateAuthError(error);
  } catch (translated) {
    if (translated instanceof AppError && translated.status === 401)
      throw new AppError(400, translated.message, translated.code);
    throw translated;
  }
}

/** The base32 secret inside an otpauth:// URI: shown beside the QR code for typing by hand. */
const secretOf = (totpUri: string) => new URL(totpUri).searchParams.get('secret') ?? '';
/** Backup codes are XXXXX-XXXXX; a member may type them without the dash. */
const asBackupCode = (code: string) => (code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`);

/**
 * /api/auth/two-factor (docs/decisions/019-two-factor.md): thin handlers over Better Auth's
 * two-factor plugin. Enrolment is two steps (enable → the first code confirms); sign-in's second
 * step is `verify`, which reads the short-lived cookie the password step set.
 */
export function twoFactorRoutes(deps: Deps) {
  const { auth, env, database } = deps;
  const required = (role: string) => role === 'admin' && env.ADMIN_TWO_FACTOR === 'required';
  // The password step's challenge cookie (Better Auth's name, prefix included).
  const challengeCookie = auth.$context.then((ctx) => ctx.createAuthCookie('two_factor').name);

  /** An admin's own second factor turned on or off is on the audit trail. */
  const recordOwnChange = async (
    c: Context<AppEnv>,
    action: 'user.two_factor_enabled' | 'user.two_factor_disabled',
  ) => {
    const viewer = requireViewer(c);
    if (viewer.role !== 'admin') return;
    const target = { id: viewer.userId, email: viewer.email };
    await recordAudit({ db: database.db, actor: adminActor(viewer), action, target });
  };

  return new Hono<AppEnv>()
    .get('/', allow('member', deps), async (c) => {
      const viewer = requireViewer(c);
      const status: TwoFactorStatus = {
        enabled: await hasTwoFactor({ db: database.db, userId: viewer.userId }),
        required: required(viewer.role),
      };
      return c.json(status);
    })
    .post('/enable', allow('member', deps), validate('json', twoFactorPasswordSchema), async (c) => {
      const { password } = c.req.valid('json');
      const result = await auth.api
        .enableTwoFactor({ body: { password, method: 'totp' }, headers: c.req.raw.headers })
        .catch(translateAuthError);
      if (result.method !== 'totp') throw new Error('two-factor enable answered without a TOTP URI');
      const enrolment: TwoFactorEnrolment = {
        totpUri: result.totpURI,
        secret: secretOf(result.totpURI),
        backupCodes: result.backupCodes,
      };
      return c.json(enrolment);
    })
    .post('/confirm', allow('member', deps), validate('json', twoFactorConfirmSchema), async (c) => {
      const { code } = c.req.valid('json');
      const viewer = requireViewer(c);
      // Turning it on replaces this device's session (Better Auth's): the new cookie goes back. A
      // wrong code is the form's error, never the session's end (the QR code stays on screen).
      const { headers } = await auth.api
        .verifyTOTP({ body: { code }, headers: c.req.raw.headers, returnHeaders: true })
        .catch(wrongCodeIsInvalid);
      forwardCookies(headers, c);
      // That new session passed the second factor; every other session of the account, made
      // before it was on, ends (it never gave a code).
      const kept = await markSecondFactorSet(deps, headers, new Date());
      await endMemberSessions({ db: database.db, userId: viewer.userId, keepToken: kept });
      await recordOwnChange(c, 'user.two_factor_enabled');
      return c.json({ message: 'Verificação em duas etapas ativada.' });
    })
    .post('/disable', allow('member', deps), validate('json', twoFactorPasswordSchema), async (c) => {
      if (required(requireViewer(c).role)) throw ADMIN_KEEPS_IT;
      const { password } = c.req.valid('json');
      const { headers } = await auth.api
        .disableTwoFactor({ body: { password }, headers: c.req.raw.headers, returnHeaders: true })
        .catch(translateAuthError);
      forwardCookies(headers, c);
      await recordOwnChange(c, 'user.two_factor_disabled');
      return c.json({ message: 'Verificação em duas etapas desativada.' });
    })
    .post('/verify', allow('visitor', deps), validate('json', twoFactorVerifySchema), async (c) => {
      const { code, trustDevice } = c.req.valid('json');
      // Without the password step's cookie there is nothing to verify (and a signed-in caller would
      // otherwise be checked against their own enrolment).
      if (!getCookie(c, await challengeCookie)) throw NO_CHALLENGE;
      await consumeRateLimit({
        db: database.db,
        key: `two-factor:ip:${clientIp(c, env.TRUST_PROXY)}`,
        rule: { max: env.AUTH_LIMIT_PER_IP, windowMs: WINDOW_MS },
      });
      // The session this creates records the caller's IP like a password sign-in (signInHeaders).
      const headers = signInHeaders(c, env.TRUST_PROXY);
      const body = { trustDevice: trustDevice ?? false };
      const result = isTotpCode(code)
        ? auth.api.verifyTOTP({ body: { ...body, code }, headers, returnHeaders: true })
        : auth.api.verifyBackupCode({
            body: { ...body, code: asBackupCode(code) },
            headers,
            returnHeaders: true,
          });
      const verified = (await result.catch(translateAuthError)).headers;
      forwardCookies(verified, c);
      await markSecondFactorSet(deps, verified, new Date());
      return c.json({ ok: true });
    });
}
