import type { AdminOverview } from '../../../../shared/schemas/admin-overview';
import { barsOverTimeConfig } from './bars-over-time-config';
import type { ChartTheme } from './chart-theme';

// 'YYYY-MM-DD' → 'dd/mm' (the day is already São Paulo's).
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Two bars a day over the 30 days: new members and new subscriptions, with a legend. */
export const perDayChartConfig = (perDay: AdminOverview['perDay'], theme: ChartTheme) =>
  barsOverTimeConfig(
    perDay.map((d) => shortDay(d.day)),
    [
      { label: 'Novos membros', color: theme.primary, data: perDay.map((d) => d.members) },
      { label: 'Novas assinaturas', color: theme.success, data: perDay.map((d) => d.subscriptions) },
    ],
    theme,
  );
