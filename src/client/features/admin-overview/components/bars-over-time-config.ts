import type { BarChartConfig } from './bar-chart-canvas';
import { barColor, baseBarOptions, type ChartTheme } from './chart-theme';

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
