import { betterAuth } from 'better-auth';
import { admin } from 'better-auth/plugins/admin';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import type { DatabaseHandle } from '../../platform/db/connection';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail/mailer';
import { confirmEmailMail, existingAccountMail, resetPasswordMail } from './auth-mails';

export type AuthOptions = {
  database: DatabaseHandle;
  secret: string;
  appUrl: string;
  appName: string;
  mailer: Mailer;
  logger: Logger;
};

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * Better Auth owns accounts and sessions. Its user model *is* SPEC §3's profiles table, with
 * snake_case columns mapped here so our own queries and the migrations speak one schema.
 */
export function createAuth({ database, secret, appUrl, appName, mailer, logger }: AuthOptions) {
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
    verification: { modelName: 'verifications', fields: { expiresAt: 'expires_at', ...timestamps } },
    // Our own limiter (http/rate-limit.ts) covers sign-in per IP and per e-mail on every node.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Enumeration protection: a sign-up with a taken e-mail answers like any other, and the
      // owner gets a note pointing to password recovery instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(
          existingAccountMail({ appName, to: user.email, name: user.name, url: `${appUrl}/auth` }),
        );
      },
      sendResetPassword: async ({ user, token }) => {
        const url = `${appUrl}/redefinir-senha?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMail({ appName, to: user.email, name: user.name, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 60 * 60 * 24,
      // One landing for every confirmation link, whichever flow (sign-up or a refused sign-in) sent
      // it: GET /api/auth/verify-email always redirects to /auth (auth.routes.ts).
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
        await mailer.send(confirmEmailMail({ appName, to: user.email, name: user.name, url }));
      },
    },
    plugins: [
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        schema: {
          user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
          session: { fields: { impersonatedBy: 'impersonated_by' } },
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
