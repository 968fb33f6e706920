// pt-BR formatting through Intl only (DEVELOPERS.md: never by string surgery).
const currency = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
});
const date = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});
const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'America/Sao_Paulo',
});
const time = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export const formatPrice = (value: number) => currency.format(value);
export const formatDate = (value: Date | string) => date.format(new Date(value));
/** "24/11": a day this year's reader places without the year. */
export const formatDayMonth = (value: Date | string) => dayMonth.format(new Date(value));
export const formatTime = (value: Date | string) => time.format(new Date(value));

const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const fileSizeNumber = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** Bytes, KB, MB or GB with up to 2 decimals (1024 steps); unknown sizes read "—". */
export function formatFileSize(bytes: number | null | undefined) {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes === 0) return '0 Bytes';
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
  return `${fileSizeNumber.format(bytes / 1024 ** unit)} ${FILE_SIZE_UNITS[unit]}`;
}

const count = new Intl.NumberFormat('pt-BR');
export const formatCount = (value: number) => count.format(value);

/** The noun for `n` things: one for exactly 1, the plural otherwise ("0 pedidos", as Brazilians write). */
export const pluralOf = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** "1 venda", "3 vendas", "1.234 vendas": a count with its noun in the right number. */
export const countOf = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${pluralOf(n, one, many)}`;
