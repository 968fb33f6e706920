import type { Context } from 'hono';
import type { MeResponse } from '../../../shared/schemas/session';
import { SESSION_REPLACED } from '../../../shared/schemas/session';
import type { AppEnv, Deps } from '../../app-env';
import { adminTwoFactorPending } from '../auth';
import { toSubscriptionView } from '../subscriptions';
import { endReasonOf } from './end-reason';
import { END_REASON_REPLACED } from './session-limit';
import { toProfile } from './to-profile';
import { getViewer } from './viewer';

const SIGNED_OUT: MeResponse = { profile: null, subscription: null };

/** What GET /api/me answers, also embedded in the app's page so its first screen needs no trip. */
export async function readMe(c: Context<AppEnv>, deps: Deps): Promise<MeResponse> {
  const viewer = await getViewer(c, deps);
  if (!viewer) {
    // Issue 21 §3: the first load after a newer sign-in ended this device's session says why.
    const replaced = (await endReasonOf(c, deps)) === END_REASON_REPLACED;
    return replaced ? { ...SIGNED_OUT, sessionEnded: SESSION_REPLACED } : SIGNED_OUT;
  }
  return {
    profile: toProfile(viewer),
    subscription: viewer.subscription ? toSubscriptionView(viewer.subscription) : null,
    ...((await adminTwoFactorPending(deps, viewer)) && { twoFactorPending: true }),
  };
}
