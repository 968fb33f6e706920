import type { Revenue } from '../../../../shared/schemas/admin-overview';
import { barsOverTimeConfig } from './bars-over-time-config';
import type { ChartTheme } from './chart-theme';
import { shortMonth } from './revenue-format';

/** New members (first grant that month) against those who lost access that month and have none today. */
export const membersPerMonthChartConfig = (perMonth: Revenue['perMonth'], theme: ChartTheme) =>
  barsOverTimeConfig(
    perMonth.map((m) => shortMonth(m.month)),
    [
      { label: 'Novos membros', color: theme.primary, data: perMonth.map((m) => m.newMembers) },
      { label: 'Perderam o acesso', color: theme.destructive, data: perMonth.map((m) => m.churnedMembers) },
    ],
    theme,
  );
