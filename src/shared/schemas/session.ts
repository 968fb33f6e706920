import type { Role } from '../constants';
import type { SubscriptionView } from '../subscription-rules';

/** What GET /api/me answers: the one call every page makes on load. */
export type Profile = { id: string; email: string; fullName: string; role: Role; createdAt: string };
export type MeResponse = { profile: Profile | null; subscription: SubscriptionView | null };
