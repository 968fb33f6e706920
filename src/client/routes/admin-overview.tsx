import { CalendarClock, TrendingUp, Undo2, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { countOf, formatPrice } from '../../shared/format';
import { OVERVIEW_PERIODS } from '../../shared/revenue';
import type { AdminOverview } from '../../shared/schemas/admin-overview';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { InfoCard } from '../../ui/info-card';
import { QueryState } from '../components/query-state';
import { useOverview } from '../features/admin-overview/api/get-overview';
import { PerDayChart, PlanChart } from '../features/admin-overview/components/bar-charts';
import { ExpiringList } from '../features/admin-overview/components/expiring-list';
import { formatRate } from '../features/admin-overview/components/revenue-format';
import { RevenueSection } from '../features/admin-overview/components/revenue-section';
import { usePageTitle } from '../lib/use-page-title';

function Figure({
  title,
  icon,
  value,
  detail,
}: {
  title: string;
  icon: ReactNode;
  value: string;
  detail: string;
}) {
  return (
    <InfoCard title={title} icon={icon}>
      <p className="text-2xl font-bold tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{detail}</p>
    </InfoCard>
  );
}

function OverviewFigures({ data }: { data: AdminOverview }) {
  const active = data.activeByPlan.reduce((sum, row) => sum + row.count, 0);
  const { received, refunds } = data.revenue.last30Days;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          title="Assinantes ativos"
          icon={<Users />}
          value={active.toLocaleString('pt-BR')}
          detail="Com assinatura ativa e em dia"
        />
        <Figure
          title={`Recebido em ${OVERVIEW_PERIODS.days.label}`}
          icon={<TrendingUp />}
          value={formatPrice(received.value)}
          detail={`${countOf(received.count, 'venda paga', 'vendas pagas')} nas plataformas`}
        />
        <Figure
          title={`Reembolsos em ${OVERVIEW_PERIODS.days.label}`}
          icon={<Undo2 />}
          value={formatRate(refunds.valueRate)}
          detail={`do valor recebido: ${formatPrice(refunds.value)} em ${countOf(refunds.count, 'reembolso', 'reembolsos')}`}
        />
        <Figure
          title="Vencem em 7 dias"
          icon={<CalendarClock />}
          value={data.expiringSoon.total.toLocaleString('pt-BR')}
          detail="Assinaturas ativas perto do fim"
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Assinantes por plano</CardTitle>
          </CardHeader>
          <CardContent>
            <PlanChart activeByPlan={data.activeByPlan} />
          </CardContent>
        </Card>
        <Card className="lg:col-span-3">
          <CardHeader>
            <CardTitle>Últimos {OVERVIEW_PERIODS.days.label}</CardTitle>
            <CardDescription>Novos membros e novas assinaturas por dia.</CardDescription>
          </CardHeader>
          <CardContent>
            <PerDayChart perDay={data.perDay} />
          </CardContent>
        </Card>
      </div>
      <RevenueSection revenue={data.revenue} />
      <Card>
        <CardHeader>
          <CardTitle>Vencem nos próximos 7 dias</CardTitle>
        </CardHeader>
        <CardContent>
          <ExpiringList expiring={data.expiringSoon} />
        </CardContent>
      </Card>
    </>
  );
}

/** /admin: the operator's figures at a glance (charts load only on this admin screen). */
export function Component() {
  usePageTitle('Visão geral');
  const overview = useOverview();

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Visão geral</h1>
        <p className="text-muted-foreground">Assinantes, receita e o que vence nos próximos dias.</p>
      </div>
      <QueryState query={overview}>{(data) => <OverviewFigures data={data} />}</QueryState>
    </div>
  );
}
