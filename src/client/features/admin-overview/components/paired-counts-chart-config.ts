import type { BarChartConfig } from './bar-chart-canvas';
import { barColor, baseBarOptions, type ChartTheme } from './chart-theme';

/** One bar of each pair: its legend label, its colour and its count per period. */
export type CountSeries = { label: string; color: string; data: number[] };

/**
 * Two counts side by side per period (a day, a month), with a legend; the tooltip shows both
 * figures of the period wherever the pointer is in its column.
 */
export function pairedCountsChartConfig(
  labels: string[],
  series: CountSeries[],
  theme: ChartTheme,
): BarChartConfig {
  const base = baseBarOptions(theme);
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
        tooltip: { ...base.plugins?.tooltip, mode: 'index', intersect: false },
      },
    },
  };
}
