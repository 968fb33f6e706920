// The money movements the overview's revenue is made of (revenue_movements.kind;
// docs/decisions/022-revenue-from-payments.md).
export const REVENUE_KINDS = ['sale', 'refund', 'chargeback'] as const;
export type RevenueKind = (typeof REVENUE_KINDS)[number];

/** Only this currency is summed; movements in another (or without an amount) are counted apart. */
export const REVENUE_CURRENCY = 'BRL';
