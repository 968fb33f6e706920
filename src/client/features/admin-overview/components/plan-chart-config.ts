import { PLAN_LABELS } from '../../../../shared/plans';
import type { AdminOverview } from '../../../../shared/schemas/admin-overview';
import type { BarChartConfig } from './bar-chart-canvas';
import { barEndLabels } from './bar-end-labels';
import { barColor, baseBarOptions, type ChartTheme, PLAN_COLORS } from './chart-theme';

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
