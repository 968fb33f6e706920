import { type ReactNode, useMemo } from 'react';
import { BarChartCanvas, type BarChartConfig } from './bar-chart-canvas';
import type { ChartTheme } from './chart-theme';
import { useChartTheme } from './use-chart-theme';

/** A bar chart drawn from `data` in the current theme, with its figures as text beneath. */
export function ThemedBarChart<T>({
  data,
  configOf,
  label,
  caption,
}: {
  data: T;
  configOf: (data: T, theme: ChartTheme) => BarChartConfig;
  /** What the chart shows, for screen readers ("Gráfico de barras: …"). */
  label: string;
  caption: ReactNode;
}) {
  const theme = useChartTheme();
  const config = useMemo(() => configOf(data, theme), [configOf, data, theme]);
  return (
    <figure className="grid gap-2">
      <div className="h-64 w-full">
        <BarChartCanvas config={config} label={label} />
      </div>
      <figcaption className="text-sm text-muted-foreground">{caption}</figcaption>
    </figure>
  );
}
