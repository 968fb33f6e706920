import { Hono } from 'hono';
import { changePasswordSchema } from '../../../shared/schemas/auth';
import { updateProfileSchema } from '../../../shared/schemas/profile';
import type { MeResponse, Profile } from '../../../shared/schemas/session';
import { translateAuthError } from '../../auth/auth-errors';
import { getLatestSubscription } from '../../data/get-latest-subscription';
import { toSubscriptionView } from '../../data/to-subscription-view';
import { updateProfileName } from '../../data/update-profile-name';
import { allow } from '../../http/access';
import type { AppEnv, Deps, Viewer } from '../../http/app-env';
import { forwardCookies } from '../../http/forward-cookies';
import { validate } from '../../http/validate';
import { getViewer, requireViewer } from '../../http/viewer';

const toProfile = (v: Pick<Viewer, 'userId' | 'email' | 'fullName' | 'role' | 'createdAt'>): Profile => ({
  id: v.userId,
  email: v.email,
  fullName: v.fullName,
  role: v.role,
  createdAt: v.createdAt.toISOString(),
});

/** The signed-in member's own data: nobody reaches another user's profile through here. */
export function meRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('visitor', deps), async (c) => {
      // The call every page makes on load: session, profile and current subscription in one trip.
      const viewer = await getViewer(c, deps);
      if (!viewer) return c.json<MeResponse>({ profile: null, subscription: null });
      return c.json<MeResponse>({
        profile: toProfile(viewer),
        subscription: viewer.subscription ? toSubscriptionView(viewer.subscription) : null,
      });
    })
    .get('/subscription', allow('member', deps), async (c) => {
      // Settings' Plano tab and the expired page show the latest row even when it lapsed.
      const row = await getLatestSubscription({ db, userId: requireViewer(c).userId });
      return c.json({ subscription: row ? toSubscriptionView(row) : null });
    })
    .patch('/profile', allow('member', deps), validate('json', updateProfileSchema), async (c) => {
      const { fullName } = c.req.valid('json');
      const row = await updateProfileName({ db, userId: requireViewer(c).userId, fullName });
      return c.json({
        message: 'Perfil atualizado com sucesso',
        profile: toProfile({
          userId: row.id,
          email: row.email,
          fullName: row.full_name,
          role: row.role,
          createdAt: row.created_at,
        }),
      });
    })
    .post('/password', allow('member', deps), validate('json', changePasswordSchema), async (c) => {
      const { currentPassword, newPassword } = c.req.valid('json');
      // Other devices are signed out; this one gets a fresh session cookie.
      const { headers } = await deps.auth.api
        .changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: c.req.raw.headers,
          returnHeaders: true,
        })
        .catch(translateAuthError);
      forwardCookies(headers, c);
      return c.json({ message: 'Senha alterada com sucesso' });
    });
}
