import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminOverview } from '../../../../shared/schemas/admin-overview';
import { CHART } from './chart-colors';

// 'YYYY-MM-DD' → 'dd/mm' (the day is already São Paulo's).
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** New members and new subscriptions per day over the last 30 days. */
export function PerDayChart({ perDay }: { perDay: AdminOverview['perDay'] }) {
  const members = perDay.reduce((sum, d) => sum + d.members, 0);
  const subscriptions = perDay.reduce((sum, d) => sum + d.subscriptions, 0);
  return (
    <figure className="grid gap-2">
      <div className="h-64 w-full">
        <ResponsiveContainer>
          <BarChart data={perDay} margin={{ left: -16, right: 8 }}>
            <CartesianGrid vertical={false} stroke={CHART.grid} />
            <XAxis dataKey="day" tickFormatter={shortDay} stroke={CHART.text} fontSize={11} minTickGap={12} />
            <YAxis allowDecimals={false} stroke={CHART.text} fontSize={11} />
            <Tooltip labelFormatter={(day) => shortDay(String(day))} cursor={{ fill: 'var(--muted)' }} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar
              dataKey="members"
              name="Novos membros"
              fill={CHART.primary}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
            <Bar
              dataKey="subscriptions"
              name="Novas assinaturas"
              fill={CHART.success}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-sm text-muted-foreground" data-testid="per-day-totals">
        Em 30 dias: {members.toLocaleString('pt-BR')} novos membros e {subscriptions.toLocaleString('pt-BR')}{' '}
        novas assinaturas.
      </figcaption>
    </figure>
  );
}
