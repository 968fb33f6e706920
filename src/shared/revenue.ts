// The money movements the overview's revenue is made of (revenue_movements.kind;
// docs/decisions/022-revenue-from-payments.md).
export const REVENUE_KINDS = ['sale', 'refund', 'chargeback'] as const;
export type RevenueKind = (typeof REVENUE_KINDS)[number];

/**
 * The overview's two periods, one definition for the server's sums and the screen's words: every
 * "30 dias" and "12 meses" on /admin counts the same span.
 */
export const OVERVIEW_PERIODS = {
  days: { length: 30, label: '30 dias' },
  months: { length: 12, label: '12 meses' },
} as const;

/** Only this currency is summed; movements in another (or without an amount) are counted apart. */
export const REVENUE_CURRENCY = 'BRL';
