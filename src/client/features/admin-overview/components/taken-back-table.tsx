import { formatPrice } from '../../../../shared/format';
import { OVERVIEW_PERIODS } from '../../../../shared/revenue';
import type { Revenue, TakenBack } from '../../../../shared/schemas/admin-overview';
import { formatRate } from './revenue-format';

const DAYS = OVERVIEW_PERIODS.days.label;
const MONTHS = OVERVIEW_PERIODS.months.label;

const ROWS = [
  ['refunds', 'Reembolsos'],
  ['chargebacks', 'Chargebacks'],
] as const;

function Cells({ figure, period }: { figure: TakenBack; period: string }) {
  return (
    <>
      <td className="px-2 py-2 text-right tabular-nums">{figure.count.toLocaleString('pt-BR')}</td>
      <td className="px-2 py-2 text-right tabular-nums">{formatPrice(figure.value)}</td>
      <td className="px-2 py-2 text-right tabular-nums" data-testid={`rate-${period}`}>
        {figure.valueRate === null ? (
          // No sale in the period: nothing to divide by, said in words rather than "— / —".
          <span className="text-xs text-muted-foreground">sem vendas no período</span>
        ) : (
          <>
            {formatRate(figure.valueRate)}
            <span className="block text-xs text-muted-foreground">
              {formatRate(figure.countRate)} das vendas
            </span>
          </>
        )}
      </td>
    </>
  );
}

/**
 * Refunds and chargebacks over 30 days and 12 months: how many, how much, and the rate — the value
 * taken back ÷ the value received in the same period, and beneath it the count ÷ the sales.
 */
export function TakenBackTable({ revenue }: { revenue: Revenue }) {
  // A kind with nothing in 12 months (so nothing in 30 days either) is a row of zeros: left out.
  const rows = ROWS.filter(([key]) => revenue.last12Months[key].count > 0);
  if (rows.length === 0)
    return (
      <p className="text-sm text-muted-foreground" data-testid="no-taken-back">
        {`Nenhum reembolso ou chargeback nos últimos ${MONTHS}.`}
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Reembolsos e chargebacks">
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-medium" rowSpan={2}>
              <span className="sr-only">Tipo</span>
            </th>
            <th scope="colgroup" colSpan={3} className="px-2 py-1 text-right font-medium">
              Últimos {DAYS}
            </th>
            <th scope="colgroup" colSpan={3} className="px-2 py-1 text-right font-medium">
              Últimos {MONTHS}
            </th>
          </tr>
          <tr>
            {[DAYS, MONTHS].flatMap((period) => [
              <th key={`${period}-n`} scope="col" className="px-2 py-1 text-right font-medium">
                Qtd.
              </th>,
              <th key={`${period}-v`} scope="col" className="px-2 py-1 text-right font-medium">
                Valor
              </th>,
              <th key={`${period}-r`} scope="col" className="px-2 py-1 text-right font-medium">
                Taxa sobre o recebido
              </th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, label]) => (
            <tr key={key} className="border-t">
              <th scope="row" className="px-2 py-2 text-left font-medium">
                {label}
              </th>
              <Cells figure={revenue.last30Days[key]} period={`${key}-30`} />
              <Cells figure={revenue.last12Months[key]} period={`${key}-12`} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
