import type { Plan, SubscriptionStatus } from '../../../../shared/constants';

/** Rows and price sums per (plan, status), kept by triggers (migration 0004) for the overview. */
export type SubscriptionTotalsTable = { plan: Plan; status: SubscriptionStatus; n: number; revenue: number };
