import { countOf, formatPrice } from '../../../../shared/format';
import { OVERVIEW_PERIODS } from '../../../../shared/revenue';
import type { Revenue } from '../../../../shared/schemas/admin-overview';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { ThemedBarChart } from './bar-charts';
import {
  membersPerMonthChartConfig,
  moneyPerMonthChartConfig,
  receivedPerDayChartConfig,
} from './chart-configs';
import { TakenBackTable } from './taken-back-table';

const DAYS = OVERVIEW_PERIODS.days.label;
const MONTHS = OVERVIEW_PERIODS.months.label;

const SOURCE =
  'Valores pagos nas plataformas (Hotmart e Kiwify), em reais, registrados quando cada evento é aplicado. Concessões manuais não movimentam dinheiro.';

/**
 * What the payments moved (docs/decisions/022-revenue-from-payments.md), and members won and lost
 * per month.
 */
export function RevenueSection({ revenue }: { revenue: Revenue }) {
  const { last30Days, last12Months, perMonth } = revenue;
  const newMembers = perMonth.reduce((sum, m) => sum + m.newMembers, 0);
  const churned = perMonth.reduce((sum, m) => sum + m.churnedMembers, 0);
  const moved = last12Months.received.count + last12Months.refunds.count + last12Months.chargebacks.count > 0;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Receita</CardTitle>
          <CardDescription>{SOURCE}</CardDescription>
          {last12Months.unsummed > 0 && (
            <p className="text-sm text-muted-foreground" data-testid="unsummed-note">
              {countOf(last12Months.unsummed, 'movimento', 'movimentos')} em outra moeda ou sem valor nos
              últimos {MONTHS}: contados, fora das somas em reais.
            </p>
          )}
        </CardHeader>
        <CardContent className="grid gap-6">
          {moved ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <ThemedBarChart
                data={revenue.perDay}
                configOf={receivedPerDayChartConfig}
                label={`Gráfico de barras: valor recebido por dia nos últimos ${DAYS}`}
                caption={`Em ${DAYS}: ${formatPrice(last30Days.received.value)} em ${countOf(last30Days.received.count, 'venda', 'vendas')}.`}
              />
              <ThemedBarChart
                data={perMonth}
                configOf={moneyPerMonthChartConfig}
                label={`Gráfico de barras: valor recebido e devolvido por mês nos últimos ${MONTHS}`}
                caption={`Em ${MONTHS}: ${formatPrice(last12Months.received.value)} recebidos em ${countOf(last12Months.received.count, 'venda', 'vendas')}.`}
              />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">Nenhum pagamento recebido nos últimos {MONTHS}.</p>
          )}
          <TakenBackTable revenue={revenue} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Novos assinantes e perdas por mês</CardTitle>
          <CardDescription>
            Novos assinantes: a primeira assinatura do membro começou no mês (novos membros, no gráfico por
            dia, são contas criadas). Perdas: o acesso terminou no mês (fim do período, reembolso, chargeback
            ou encerramento) e o membro não voltou a ter acesso até hoje.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ThemedBarChart
            data={perMonth}
            configOf={membersPerMonthChartConfig}
            label={`Gráfico de barras: novos assinantes e assinantes que perderam o acesso por mês nos últimos ${MONTHS}`}
            caption={`Em ${MONTHS}: ${countOf(newMembers, 'novo assinante', 'novos assinantes')} e ${countOf(churned, 'perda', 'perdas')}.`}
          />
        </CardContent>
      </Card>
    </>
  );
}
