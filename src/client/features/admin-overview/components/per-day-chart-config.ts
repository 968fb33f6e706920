import type { AdminOverview } from '../../../../shared/schemas/admin-overview';
import type { BarChartConfig } from './bar-chart-canvas';
import { barColor, baseBarOptions, type ChartTheme } from './chart-theme';

// 'YYYY-MM-DD' → 'dd/mm' (the day is already São Paulo's).
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Two bars a day over the 30 days: new members and new subscriptions, with a legend. */
export function perDayChartConfig(perDay: AdminOverview['perDay'], theme: ChartTheme): BarChartConfig {
  const base = baseBarOptions(theme);
  return {
    type: 'bar',
    data: {
      labels: perDay.map((d) => shortDay(d.day)),
      datasets: [
        {
          label: 'Novos membros',
          data: perDay.map((d) => d.members),
          ...barColor(theme.primary),
          borderRadius: 3,
        },
        {
          label: 'Novas assinaturas',
          data: perDay.map((d) => d.subscriptions),
          ...barColor(theme.success),
          borderRadius: 3,
        },
      ],
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
          ticks: { precision: 0, color: theme.text, font: { size: 11 } },
          grid: { color: theme.grid },
        },
      },
      plugins: {
        ...base.plugins,
        legend: { labels: { color: theme.text, boxWidth: 12, boxHeight: 12 } },
        // Both figures of the day under its dd/mm, wherever the pointer is in the day's column.
        tooltip: { ...base.plugins?.tooltip, mode: 'index', intersect: false },
      },
    },
  };
}
