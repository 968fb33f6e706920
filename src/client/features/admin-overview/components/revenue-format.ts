// pt-BR formatting the revenue charts need (Intl only), kept in the /admin chunk: the shared
// formatters ride in every page's first load.
const compactBrl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const monthYear = new Intl.DateTimeFormat('pt-BR', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** "R$ 1,7 mil": an axis tick. */
export const formatCompactPrice = (value: number) => compactBrl.format(value);

/** "6,7%" for 0.067; "—" when there is no base to divide by. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : percent.format(rate));

/** 'YYYY-MM' → "nov. de 26". */
export const shortMonth = (month: string) => monthYear.format(new Date(`${month}-15T12:00:00Z`));
