import type { Plan } from '../constants';

/** GET /api/admin/overview: the operator's figures, each computed by the database. */
export type AdminOverview = {
  /** Members with access, by their deciding grant's plan (issue 17: members, not grants). */
  activeByPlan: { plan: Plan; count: number }[];
  /** Monthly recurring revenue at today's plan prices: each recurring plan's members × price ÷ its months. */
  monthlyRecurringRevenue: number;
  /** Lifetime members and their revenue at today's lifetime price. */
  lifetime: { count: number; revenue: number };
  /** One entry per São Paulo day, oldest first, the last one today: 30 in all. */
  perDay: { day: string; members: number; subscriptions: number }[];
  /** Members whose access ends within 7 days (active, with an end), the nearest 20 listed. */
  expiringSoon: {
    total: number;
    items: { userId: string; email: string; fullName: string | null; plan: Plan; expiresAt: string }[];
  };
};
