import { formatPrice } from '../../../../shared/format';
import type { Revenue } from '../../../../shared/schemas/admin-overview';
import { barsOverTimeConfig } from './bars-over-time-config';
import type { ChartTheme } from './chart-theme';
import { shortDay } from './per-day-chart-config';
import { formatCompactPrice, shortMonth } from './revenue-format';

const BRL = { tick: formatCompactPrice, value: formatPrice };

/** What was received per São Paulo day over the last 30 days. */
export const receivedPerDayChartConfig = (perDay: Revenue['perDay'], theme: ChartTheme) =>
  barsOverTimeConfig(
    perDay.map((d) => shortDay(d.day)),
    [{ label: 'Recebido', data: perDay.map((d) => d.received), color: theme.success }],
    theme,
    BRL,
  );

/** Per month over the last 12: received, and what refunds and chargebacks took back. */
export const moneyPerMonthChartConfig = (perMonth: Revenue['perMonth'], theme: ChartTheme) =>
  barsOverTimeConfig(
    perMonth.map((m) => shortMonth(m.month)),
    [
      { label: 'Recebido', data: perMonth.map((m) => m.received), color: theme.success },
      {
        label: 'Reembolsos e chargebacks',
        data: perMonth.map((m) => Math.round((m.refunds.value + m.chargebacks.value) * 100) / 100),
        color: theme.destructive,
      },
    ],
    theme,
    BRL,
  );
