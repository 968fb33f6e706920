import { betterAuth } from 'better-auth';
import { admin } from 'better-auth/plugins/admin';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import type { DatabaseHandle } from '../../platform/db/connection';
import { takeRateLimit } from '../../platform/http/rate-limit';
import type { Logger } from '../../platform/logger';
import type { Mail } from '../../platform/mail/mail';
import type { SessionLimit } from '../session';
import { confirmEmailMail, existingAccountMail, resetPasswordMail } from './auth-mails';
import { DEFAULT_ROLE, markEmailVerified } from './data/accounts';
import { onPasswordChanged } from './reset-links';

type AuthOptions = {
  database: DatabaseHandle;
  secret: string;
  appUrl: string;
  appName: string;
  mail: Mail;
  logger: Logger;
  /** MAX_SESSIONS_PER_MEMBER (session/session-limit.ts): its middleware settles what a request created. */
  limit: SessionLimit;
  /** After a person opens a session themselves (not an admin acting as them): my-data's grace-period cancel. */
  onSignedIn?: (userId: string) => Promise<void>;
};

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;
const HOUR_MS = 60 * 60 * 1000;
// However often sign-ups or sign-ins name an address, it gets at most this many mails of each kind
// an hour (silently: the answers stay the same), so the app is no mail cannon aimed at one inbox.
const NOTICES_PER_HOUR = { max: 1, windowMs: HOUR_MS };
const CONFIRMATIONS_PER_HOUR = { max: 5, windowMs: HOUR_MS };
// Reset links too (the route's 15-min window alone let ~960 a day through); three
// cover a lost or slow mail, and forgot-password answers the same either way.
const RESETS_PER_HOUR = { max: 3, windowMs: HOUR_MS };

/**
 * Better Auth owns accounts and sessions. Its user model *is* our profiles table
 * (docs/decisions/003-better-auth-owns-profiles.md), with snake_case columns mapped here so our
 * own queries and the migrations speak one schema. The public sign-up writes accounts through it;
 * every other creator calls createAccount (data/accounts.ts), which writes the same rows (same
 * default role, same credential account).
 */
export function createAuth({
  database,
  secret,
  appUrl,
  appName,
  mail,
  logger,
  limit,
  onSignedIn,
}: AuthOptions) {
  return betterAuth({
    appName,
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [appUrl],
    database: { db: database.db, type: database.kind },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `auth: ${message}`),
    },
    user: {
      modelName: 'profiles',
      fields: { name: 'full_name', emailVerified: 'email_verified', ...timestamps },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: {
      modelName: 'accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    // Each new session records its sign-in and ends the member's oldest past the limit; its IP is
    // the one our routes resolved (signInHeaders in session/session-limit.ts).
    databaseHooks: {
      session: {
        create: {
          before: async (session, context) => ({ data: { ...session, ipAddress: limit.ipOf(context) } }),
          after: async (session, context) => {
            await limit.afterCreate(session, context);
            if (!session.impersonatedBy) await onSignedIn?.(session.userId);
          },
        },
      },
    },
    verification: { modelName: 'verifications', fields: { expiresAt: 'expires_at', ...timestamps } },
    // Our own limiters (sign-in-limits.ts, http/consume-rate-limit.ts) cover every node.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A reset link reached its owner's inbox, so using it also confirms the address (an account
      // a payment created on the buyer's behalf is confirmed this way).
      onPasswordReset: async ({ user }) => {
        await markEmailVerified({ db: database.db, userId: user.id });
        await onPasswordChanged({ db: database.db, userId: user.id });
      },
      // Enumeration protection: a sign-up with a taken e-mail answers like any other, and the
      // owner gets a note pointing to password recovery instead.
      onExistingUserSignUp: async ({ user }) => {
        const notice = await takeRateLimit({
          db: database.db,
          key: `existing-account-notice:${user.email}`,
          rule: NOTICES_PER_HOUR,
        });
        if (!notice.allowed) return;
        await mail.enqueue(existingAccountMail({ appName, user, url: `${appUrl}/auth` }));
      },
      sendResetPassword: async ({ user, token }) => {
        const sent = await takeRateLimit({
          db: database.db,
          key: `reset-mail:${user.email}`,
          rule: RESETS_PER_HOUR,
        });
        if (!sent.allowed) return;
        const url = `${appUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
        await mail.enqueue(resetPasswordMail({ appName, user, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 60 * 60 * 24,
      // The link proves the inbox: it signs its opener in (verify-email.ts).
      autoSignInAfterVerification: true,
      // One landing for every confirmation link, whichever flow (sign-up or a refused sign-in) sent
      // it: GET /api/auth/verify-email always redirects to /auth (auth.routes.ts).
      sendVerificationEmail: async ({ user, token }) => {
        // A sign-in to an unconfirmed account resends it; whoever registered the address knows that password.
        const sent = await takeRateLimit({
          db: database.db,
          key: `confirmation-mail:${user.email}`,
          rule: CONFIRMATIONS_PER_HOUR,
        });
        if (!sent.allowed) return;
        const url = `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
        await mail.enqueue(confirmEmailMail({ appName, to: user.email, url }));
      },
    },
    plugins: [
      admin({
        defaultRole: DEFAULT_ROLE,
        adminRoles: ['admin'],
        schema: {
          user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
          session: { fields: { impersonatedBy: 'impersonated_by' } },
        },
      }),
      // TOTP and backup codes (docs/decisions/019-two-factor.md). Configured here with the rest of
      // Better Auth; features/two-factor wraps its endpoints and holds the admin rule.
      twoFactor({
        issuer: appName,
        trustDeviceMaxAge: 60 * 60 * 24 * 30,
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
