import { useMemo } from 'react';
import { PLAN_LABELS } from '../../../../shared/plans';
import type { AdminOverview } from '../../../../shared/schemas/admin-overview';
import { BarChartCanvas } from './bar-chart-canvas';
import { planChartConfig } from './plan-chart-config';
import { useChartTheme } from './use-chart-theme';

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
