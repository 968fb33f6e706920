import type { ChartConfiguration, Plugin } from 'chart.js';
import { toFont } from 'chart.js/helpers';
import { formatPrice } from '../../../../shared/format';
import { PLAN_LABELS } from '../../../../shared/plans';
import type { AdminOverview, Revenue } from '../../../../shared/schemas/admin-overview';
import { barColor, baseBarOptions, type ChartTheme, PLAN_COLORS } from './chart-theme';
import { formatCompactPrice, shortMonth } from './revenue-format';

// What each chart of /admin draws, as Chart.js configs built from the API's figures and the theme.

export type BarChartConfig = ChartConfiguration<'bar', number[], string>;

/** One bar per period: its legend label, its colour and its value per period. */
export type BarSeries = { label: string; color: string; data: number[] };

/** How money reads on the y axis and in the tooltip; counts are whole numbers as they are. */
export type MoneyFormat = { tick: (value: number) => string; value: (value: number) => string };

/**
 * Bars over time (days, months), one per series side by side, a legend when several; the tooltip
 * shows every series of the period wherever the pointer is in its column.
 */
export function barsOverTimeConfig(
  labels: string[],
  series: BarSeries[],
  theme: ChartTheme,
  money?: MoneyFormat,
): BarChartConfig {
  const base = baseBarOptions(theme);
  const font = { size: 11 };
  return {
    type: 'bar',
    data: {
      labels,
      datasets: series.map(({ label, color, data }) => ({
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
          ticks: { color: theme.text, font, maxRotation: 0, autoSkipPadding: 12 },
          grid: { display: false },
        },
        y: {
          beginAtZero: true,
          ticks: money
            ? { color: theme.text, font, callback: (value) => money.tick(Number(value)) }
            : { precision: 0, color: theme.text, font },
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
          ...(money && {
            callbacks: { label: (item) => `${item.dataset.label}: ${money.value(Number(item.raw))}` },
          }),
        },
      },
    },
  };
}

// 'YYYY-MM-DD' → 'dd/mm' (the day is already São Paulo's).
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Two bars a day over the 30 days: new members and new subscriptions, with a legend. */
export const perDayChartConfig = (perDay: AdminOverview['perDay'], theme: ChartTheme) =>
  barsOverTimeConfig(
    perDay.map((d) => shortDay(d.day)),
    [
      { label: 'Novos membros', color: theme.primary, data: perDay.map((d) => d.members) },
      { label: 'Novas assinaturas', color: theme.success, data: perDay.map((d) => d.subscriptions) },
    ],
    theme,
  );

/**
 * New subscribers (a member's first grant began that month) against those who lost access that month and have none
 * today.
 */
export const membersPerMonthChartConfig = (perMonth: Revenue['perMonth'], theme: ChartTheme) =>
  barsOverTimeConfig(
    perMonth.map((m) => shortMonth(m.month)),
    [
      // Not "Novos membros": the per-day chart counts accounts created, this one first grants.
      { label: 'Novos assinantes', color: theme.primary, data: perMonth.map((m) => m.newMembers) },
      { label: 'Perderam o acesso', color: theme.destructive, data: perMonth.map((m) => m.churnedMembers) },
    ],
    theme,
  );

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

/**
 * Writes each bar's value just past its end (horizontal bars), in the chart's text colour and font.
 */
const barEndLabels: Plugin<'bar'> = {
  id: 'barEndLabels',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const values = chart.data.datasets[0]?.data ?? [];
    ctx.save();
    ctx.fillStyle = String(chart.options.color);
    ctx.font = toFont(chart.options.font ?? {}).string;
    ctx.textBaseline = 'middle';
    chart.getDatasetMeta(0).data.forEach((bar, index) => {
      const { x, y } = bar.getProps(['x', 'y'], true);
      ctx.fillText(Number(values[index]).toLocaleString('pt-BR'), x + 6, y);
    });
    ctx.restore();
  },
};

/** One horizontal bar per plan, in the plan's colour, its count written at the bar's end. */
export function planChartConfig(
  activeByPlan: AdminOverview['activeByPlan'],
  theme: ChartTheme,
): BarChartConfig {
  const base = baseBarOptions(theme);
  return {
    type: 'bar',
    data: {
      labels: activeByPlan.map((row) => PLAN_LABELS[row.plan]),
      datasets: [
        {
          label: 'Assinantes',
          data: activeByPlan.map((row) => row.count),
          ...barColor(activeByPlan.map((row) => theme[PLAN_COLORS[row.plan]])),
          borderRadius: 4,
        },
      ],
    },
    options: {
      ...base,
      indexAxis: 'y',
      // Room for the longest count past the longest bar.
      layout: { padding: { right: 48 } },
      scales: {
        x: { beginAtZero: true, ticks: { precision: 0, color: theme.text }, grid: { color: theme.grid } },
        y: { ticks: { color: theme.text }, grid: { display: false } },
      },
      plugins: { ...base.plugins, legend: { display: false } },
    },
    plugins: [barEndLabels],
  };
}
