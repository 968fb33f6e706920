import { formatPrice } from '../../../../shared/format';
import type { Revenue } from '../../../../shared/schemas/admin-overview';
import type { BarChartConfig } from './bar-chart-canvas';
import { barColor, baseBarOptions, type ChartTheme } from './chart-theme';
import { shortDay } from './per-day-chart-config';
import { formatCompactPrice, shortMonth } from './revenue-format';

type Series = { label: string; data: number[]; color: string };

/** Money bars over time: BRL ticks on the y axis, each bar's value in the tooltip, a legend when several. */
function moneyBars(labels: string[], series: Series[], theme: ChartTheme): BarChartConfig {
  const base = baseBarOptions(theme);
  return {
    type: 'bar',
    data: {
      labels,
      datasets: series.map(({ label, data, color }) => ({
        label,
        data,
        ...barColor(color),
        borderRadius: 3,
      })),
    },
    options: {
      ...base,
      scales: {
        x: {
          ticks: { color: theme.text, font: { size: 11 }, maxRotation: 0, autoSkipPadding: 12 },
          grid: { display: false },
        },
        y: {
          beginAtZero: true,
          ticks: {
            color: theme.text,
            font: { size: 11 },
            callback: (value) => formatCompactPrice(Number(value)),
          },
          grid: { color: theme.grid },
        },
      },
      plugins: {
        ...base.plugins,
        legend:
          series.length > 1
            ? { labels: { color: theme.text, boxWidth: 12, boxHeight: 12 } }
            : { display: false },
        tooltip: {
          ...base.plugins?.tooltip,
          mode: 'index',
          intersect: false,
          callbacks: { label: (item) => `${item.dataset.label}: ${formatPrice(Number(item.raw))}` },
        },
      },
    },
  };
}

/** What was received per São Paulo day over the last 30 days. */
export const receivedPerDayChartConfig = (perDay: Revenue['perDay'], theme: ChartTheme) =>
  moneyBars(
    perDay.map((d) => shortDay(d.day)),
    [{ label: 'Recebido', data: perDay.map((d) => d.received), color: theme.success }],
    theme,
  );

/** Per month over the last 12: received, and what refunds and chargebacks took back. */
export const moneyPerMonthChartConfig = (perMonth: Revenue['perMonth'], theme: ChartTheme) =>
  moneyBars(
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
  );
