import { Hono } from 'hono';
import { changePasswordSchema } from '../../../shared/schemas/auth';
import { updateProfileSchema } from '../../../shared/schemas/profile';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { forwardCookies } from '../../platform/http/forward-cookies';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { adminActor, recordAudit } from '../audit';
import { onPasswordChanged, translateAuthError } from '../auth';
import { signInHeaders, toProfile } from '../session';
import { updateProfileName } from './data/profiles';

const PASSWORD_CHANGE_WINDOW_MS = 15 * 60 * 1000;

/** The signed-in member's own profile and password, under /api/me: nobody reaches another user's here. */
export function profileRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .patch('/profile', allow('member', deps), validate('json', updateProfileSchema), async (c) => {
      const { fullName } = c.req.valid('json');
      const row = await updateProfileName({ db, userId: requireViewer(c).userId, fullName });
      return c.json({
        message: 'Perfil atualizado com sucesso',
        profile: toProfile({
          userId: row.id,
          email: row.email,
          fullName: row.full_name ?? '',
          role: row.role,
          createdAt: row.created_at,
        }),
      });
    })
    .post('/password', allow('member', deps), validate('json', changePasswordSchema), async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      const viewer = requireViewer(c);
      const { userId } = viewer;
      // A stolen session must not test guesses of the current password at will.
      await consumeRateLimit({
        db,
        key: `change-password:user:${userId}`,
        rule: { max: deps.env.AUTH_LIMIT_PER_EMAIL, windowMs: PASSWORD_CHANGE_WINDOW_MS },
      });
      // Other devices are signed out; this one gets a fresh session cookie.
      const { headers } = await deps.auth.api
        .changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: signInHeaders(c, deps.env.TRUST_PROXY), // the new session row keeps this device's IP
          returnHeaders: true,
        })
        .catch(translateAuthError);
      await onPasswordChanged({ db, userId });
      // An admin's own password is on the trail: who holds admin powers, and since when this way.
      if (viewer.role === 'admin')
        await recordAudit({
          db,
          actor: adminActor(viewer),
          action: 'user.password_changed',
          target: { id: userId, email: viewer.email },
        });
      forwardCookies(headers, c);
      return c.json({ message: 'Senha alterada com sucesso' });
    });
}
