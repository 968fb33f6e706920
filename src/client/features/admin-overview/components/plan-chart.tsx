import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { PLAN_LABELS } from '../../../../shared/plans';
import type { AdminOverview } from '../../../../shared/schemas/admin-overview';
import { CHART, PLAN_COLORS } from './chart-colors';

const count = (value: unknown) => Number(value).toLocaleString('pt-BR');

/** Active subscribers by plan, as bars with their numbers written on them. */
export function PlanChart({ activeByPlan }: { activeByPlan: AdminOverview['activeByPlan'] }) {
  const data = activeByPlan.map((row) => ({ ...row, name: PLAN_LABELS[row.plan] }));
  return (
    <figure className="grid gap-2">
      <div className="h-48 w-full">
        <ResponsiveContainer>
          <BarChart data={data} layout="vertical" margin={{ left: 8, right: 48 }}>
            <CartesianGrid horizontal={false} stroke={CHART.grid} />
            <XAxis
              type="number"
              allowDecimals={false}
              tickFormatter={count}
              stroke={CHART.text}
              fontSize={12}
            />
            <YAxis type="category" dataKey="name" width={72} stroke={CHART.text} fontSize={12} />
            <Tooltip formatter={(value) => [count(value), 'Assinantes']} cursor={{ fill: 'var(--muted)' }} />
            <Bar dataKey="count" radius={[0, 4, 4, 0]} isAnimationActive={false}>
              {data.map((row) => (
                <Cell key={row.plan} fill={PLAN_COLORS[row.plan]} />
              ))}
              <LabelList dataKey="count" position="right" formatter={count} fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The same figures as text, for screen readers and for tests. */}
      <figcaption className="sr-only">
        {data.map((row) => `${row.name}: ${count(row.count)}`).join('; ')}
      </figcaption>
    </figure>
  );
}
