import type { Plan } from '../constants';

/** GET /api/admin/overview: the operator's figures, each computed by the database. */
export type AdminOverview = {
  activeByPlan: { plan: Plan; count: number }[];
  /** Monthly recurring revenue: monthly prices plus annual prices ÷ 12, lifetime excluded. */
  monthlyRecurringRevenue: number;
  lifetime: { count: number; revenue: number };
  /** One entry per São Paulo day, oldest first, the last one today: 30 in all. */
  perDay: { day: string; members: number; subscriptions: number }[];
  expiringSoon: {
    total: number;
    items: { userId: string; email: string; fullName: string | null; plan: Plan; expiresAt: string }[];
  };
};
