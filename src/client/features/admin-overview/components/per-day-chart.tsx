import { useMemo } from 'react';
import type { AdminOverview } from '../../../../shared/schemas/admin-overview';
import { BarChartCanvas } from './bar-chart-canvas';
import { perDayChartConfig } from './per-day-chart-config';
import { useChartTheme } from './use-chart-theme';

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
          label="Gráfico de barras: novos membros e novas assinaturas por dia nos últimos 30 dias"
        />
      </div>
      <figcaption className="text-sm text-muted-foreground" data-testid="per-day-totals">
        Em 30 dias: {members.toLocaleString('pt-BR')} novos membros e {subscriptions.toLocaleString('pt-BR')}{' '}
        novas assinaturas.
      </figcaption>
    </figure>
  );
}
