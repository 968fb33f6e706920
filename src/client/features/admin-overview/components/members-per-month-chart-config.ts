import type { Revenue } from '../../../../shared/schemas/admin-overview';
import type { BarChartConfig } from './bar-chart-canvas';
import { barColor, baseBarOptions, type ChartTheme } from './chart-theme';
import { shortMonth } from './revenue-format';

/** New members (first grant that month) against those who lost access that month and have none today. */
export function membersPerMonthChartConfig(perMonth: Revenue['perMonth'], theme: ChartTheme): BarChartConfig {
  const base = baseBarOptions(theme);
  return {
    type: 'bar',
    data: {
      labels: perMonth.map((m) => shortMonth(m.month)),
      datasets: [
        {
          label: 'Novos membros',
          data: perMonth.map((m) => m.newMembers),
          ...barColor(theme.primary),
          borderRadius: 3,
        },
        {
          label: 'Perderam o acesso',
          data: perMonth.map((m) => m.churnedMembers),
          ...barColor(theme.destructive),
          borderRadius: 3,
        },
      ],
    },
    options: {
      ...base,
      scales: {
        x: { ticks: { color: theme.text, font: { size: 11 }, maxRotation: 0 }, grid: { display: false } },
        y: {
          beginAtZero: true,
          ticks: { precision: 0, color: theme.text, font: { size: 11 } },
          grid: { color: theme.grid },
        },
      },
      plugins: {
        ...base.plugins,
        legend: { labels: { color: theme.text, boxWidth: 12, boxHeight: 12 } },
        tooltip: { ...base.plugins?.tooltip, mode: 'index', intersect: false },
      },
    },
  };
}
