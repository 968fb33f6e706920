import { Hono } from 'hono';
import type { MeResponse } from '../../../shared/schemas/session';
import type { AppEnv, Deps } from '../../app-env';
import { toSubscriptionView } from '../subscriptions/to-subscription-view';
import { allow } from './access';
import { toProfile } from './to-profile';
import { getViewer } from './viewer';

/** GET /api/me: the call every page makes on load — session, profile and current subscription in one trip. */
export function sessionRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', allow('visitor', deps), async (c) => {
    const viewer = await getViewer(c, deps);
    if (!viewer) return c.json<MeResponse>({ profile: null, subscription: null });
    return c.json<MeResponse>({
      profile: toProfile(viewer),
      subscription: viewer.subscription ? toSubscriptionView(viewer.subscription) : null,
    });
  });
}
