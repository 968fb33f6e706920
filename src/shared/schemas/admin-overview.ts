import type { Plan } from '../constants';

/** GET /api/admin/overview: the operator's figures, each computed by the database. */
export type AdminOverview = {
  /** Members with access, by their deciding grant's plan (members, not grants). */
  activeByPlan: { plan: Plan; count: number }[];
  /** What the platforms' payments moved (never typed prices). */
  revenue: Revenue;
  /** One entry per São Paulo day, oldest first, the last one today: 30 in all. */
  perDay: { day: string; members: number; subscriptions: number }[];
  /** Members whose access ends within 7 days (active, with an end), the nearest 20 listed. */
  expiringSoon: {
    total: number;
    items: { userId: string; email: string; fullName: string | null; plan: Plan; expiresAt: string }[];
  };
};

/** A kind of movement in a period: how many, and their value in reais (BRL ones only). */
export type MoneyFigure = { count: number; value: number };

/** Money taken back in a period, and its share of what was received in the same period (null: none received). */
export type TakenBack = MoneyFigure & { valueRate: number | null; countRate: number | null };

export type RevenuePeriod = {
  /** Sales (approved payments and renewals): received. */
  received: MoneyFigure;
  refunds: TakenBack;
  chargebacks: TakenBack;
  /** Movements of the period in another currency or without an amount: counted, not summed. */
  unsummed: number;
};

export type Revenue = {
  /** One entry per São Paulo day, oldest first, the last one today: 30 in all. */
  perDay: { day: string; received: number; sales: number }[];
  /** One entry per month ('YYYY-MM'), oldest first, the current one last: 12 in all. */
  perMonth: {
    month: string;
    received: number;
    sales: number;
    refunds: MoneyFigure;
    chargebacks: MoneyFigure;
    /** Members whose first grant started that month. */
    newMembers: number;
    /** Members whose access ended that month and who have none today. */
    churnedMembers: number;
  }[];
  last30Days: RevenuePeriod;
  last12Months: RevenuePeriod;
};
