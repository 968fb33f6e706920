import type { RevenueKind } from '../../../shared/revenue';
import { addDays } from '../../../shared/sao-paulo-day';
import type { Revenue, RevenuePeriod, TakenBack } from '../../../shared/schemas/admin-overview';
import { REVENUE_DAYS, type RevenueRows } from './data/get-revenue';

type Group = {
  kind: RevenueKind;
  n: number | string;
  cents: number | string | null;
  summed: number | string;
};
type Totals = Record<RevenueKind, { count: number; cents: number; summed: number }>;

const reais = (cents: number) => Math.round(cents) / 100;
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Each kind's count, BRL cents and summed count over a set of the database's groups. */
function totalsOf(groups: Group[]): Totals {
  const totals: Totals = {
    sale: { count: 0, cents: 0, summed: 0 },
    refund: { count: 0, cents: 0, summed: 0 },
    chargeback: { count: 0, cents: 0, summed: 0 },
  };
  for (const g of groups) {
    const t = totals[g.kind];
    t.count += Number(g.n);
    t.cents += Number(g.cents ?? 0);
    t.summed += Number(g.summed);
  }
  return totals;
}

/**
 * A period's figures. Rates (docs/product.md#payments): the value refunded (or charged back) in the
 * period ÷ the value received in it, and the count of refunds ÷ the count of sales in it; a refund
 * may be of a sale from an earlier period, so a rate can pass 100 %.
 */
function periodOf(totals: Totals): RevenuePeriod {
  const { sale } = totals;
  const takenBack = (kind: 'refund' | 'chargeback'): TakenBack => {
    const t = totals[kind];
    return {
      count: t.count,
      value: reais(t.cents),
      valueRate: ratio(t.cents, sale.cents),
      countRate: ratio(t.count, sale.count),
    };
  };
  const all = Object.values(totals);
  return {
    received: { count: sale.count, value: reais(sale.cents) },
    refunds: takenBack('refund'),
    chargebacks: takenBack('chargeback'),
    unsummed: all.reduce((sum, t) => sum + t.count - t.summed, 0),
  };
}

/** The database's groups as the charts read them: every day and month present, money in reais. */
export function toRevenue(rows: RevenueRows): Revenue {
  const byDay = (day: string) => totalsOf(rows.perDay.filter((g) => g.day === day));
  const byMonth = (month: string) => totalsOf(rows.perMonth.filter((g) => g.month === month));
  return {
    perDay: Array.from({ length: REVENUE_DAYS }, (_, i) => addDays(rows.today, i + 1 - REVENUE_DAYS)).map(
      (day) => {
        const { sale } = byDay(day);
        return { day, received: reais(sale.cents), sales: sale.count };
      },
    ),
    perMonth: rows.members.map(({ month, newMembers, churnedMembers }) => {
      const t = byMonth(month);
      return {
        month,
        received: reais(t.sale.cents),
        sales: t.sale.count,
        refunds: { count: t.refund.count, value: reais(t.refund.cents) },
        chargebacks: { count: t.chargeback.count, value: reais(t.chargeback.cents) },
        newMembers,
        churnedMembers,
      };
    }),
    last30Days: periodOf(totalsOf(rows.perDay)),
    last12Months: periodOf(totalsOf(rows.perMonth)),
  };
}
