import type { Role } from '../constants';
import type { SubscriptionView } from '../subscription-rules';

/**
 * The machine code of the 401 (and MeResponse's `sessionEnded`) sent to a device whose session a
 * newer sign-in ended past MAX_SESSIONS_PER_MEMBER: its sign-in page says why. Here, beside the
 * session's types and away from zod, because the app's shell reads it on every page.
 */
export const SESSION_REPLACED = 'session_replaced';

/** What GET /api/me answers: the one call every page makes on load. */
export type Profile = { id: string; email: string; fullName: string; role: Role; createdAt: string };
export type MeResponse = {
  profile: Profile | null;
  subscription: SubscriptionView | null;
  /** Signed out because a newer sign-in ended this device's session: SESSION_REPLACED. */
  sessionEnded?: typeof SESSION_REPLACED;
  /** An admin who must enrol in two-factor before any admin screen (ADMIN_TWO_FACTOR=required). */
  twoFactorPending?: true;
};
