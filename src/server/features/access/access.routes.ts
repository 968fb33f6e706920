import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { allow } from './allow';
import { getMemberGrant, toSubscriptionView } from './data/grants';

/** The member's own subscription, under /api/me. */
export function accessRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/subscription', allow('member', deps), async (c) => {
    // Settings' Plano tab and the expired page: the deciding grant, even when it lapsed.
    const row = await getMemberGrant({ db, userId: requireViewer(c).userId });
    return c.json({ subscription: row ? toSubscriptionView(row) : null });
  });
}
