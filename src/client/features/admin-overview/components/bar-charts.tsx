import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { type ReactNode, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { countOf } from '../../../../shared/format';
import { PLAN_LABELS } from '../../../../shared/plans';
import { OVERVIEW_PERIODS } from '../../../../shared/revenue';
import type { AdminOverview } from '../../../../shared/schemas/admin-overview';
import { currentTheme, type Theme } from '../../../lib/theme';
import { type BarChartConfig, perDayChartConfig, planChartConfig } from './chart-configs';
import { type ChartTheme, readChartTheme } from './chart-theme';

const DAYS = OVERVIEW_PERIODS.days.label;

// Only the parts these bar charts use, so the rest of Chart.js is left out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/**
 * A Chart.js bar chart on a canvas that fills its parent (give the parent a height). The config
 * should be memoised: each new one redraws the chart in place.
 */
function BarChartCanvas({ config, label }: { config: BarChartConfig; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = Chart.getChart(canvas);
    if (!chart) {
      new Chart(canvas, config);
      return;
    }
    chart.data = config.data;
    chart.options = config.options ?? {};
    chart.update();
  }, [config]);

  useEffect(() => {
    const canvas = canvasRef.current;
    return () => {
      if (canvas) Chart.getChart(canvas)?.destroy();
    };
  }, []);

  return (
    // Chart.js sizes the canvas from this wrapper, which must hold nothing else. Out of the flow,
    // the canvas cannot widen its grid column and keep itself too wide when the page narrows.
    <div className="relative h-full w-full">
      <canvas ref={canvasRef} className="absolute inset-0" role="img" aria-label={label} />
    </div>
  );
}

// The theme toggle flips the `dark` class on <html> (lib/theme.ts); the tokens change with it.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const serverTheme = (): Theme => 'light';

/** The chart colours of the theme shown now, read again each time the theme changes. */
function useChartTheme(): ChartTheme {
  const theme = useSyncExternalStore(subscribe, currentTheme, serverTheme);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the computed tokens are the current theme's
  return useMemo(
    () =>
      readChartTheme(getComputedStyle(document.documentElement), getComputedStyle(document.body).fontFamily),
    [theme],
  );
}

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

/** New members and new subscriptions per day over the last 30 days. */
export function PerDayChart({ perDay }: { perDay: AdminOverview['perDay'] }) {
  const theme = useChartTheme();
  const config = useMemo(() => perDayChartConfig(perDay, theme), [perDay, theme]);
  const members = perDay.reduce((sum, d) => sum + d.members, 0);
  const subscriptions = perDay.reduce((sum, d) => sum + d.subscriptions, 0);
  return (
    <figure className="grid gap-2">
      <div className="h-64 w-full">
        <BarChartCanvas
          config={config}
          label={`Gráfico de barras: novos membros e novas assinaturas por dia nos últimos ${DAYS}`}
        />
      </div>
      <figcaption className="text-sm text-muted-foreground" data-testid="per-day-totals">
        {`Em ${DAYS}: ${countOf(members, 'novo membro', 'novos membros')} e ${countOf(subscriptions, 'nova assinatura', 'novas assinaturas')}.`}
      </figcaption>
    </figure>
  );
}

/** Active subscribers by plan, as bars with their numbers written on them. */
export function PlanChart({ activeByPlan }: { activeByPlan: AdminOverview['activeByPlan'] }) {
  const theme = useChartTheme();
  const config = useMemo(() => planChartConfig(activeByPlan, theme), [activeByPlan, theme]);
  return (
    <figure className="grid gap-2">
      <div className="h-48 w-full">
        <BarChartCanvas config={config} label="Gráfico de barras: assinantes ativos por plano" />
      </div>
      {/* The same figures as text, for screen readers and for tests. */}
      <figcaption className="sr-only">
        {activeByPlan
          .map((row) => `${PLAN_LABELS[row.plan]}: ${row.count.toLocaleString('pt-BR')}`)
          .join('; ')}
      </figcaption>
    </figure>
  );
}
