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
const time = new Intl.DateTimeFormat('pt-BR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export const formatPrice = (value: number) => currency.format(value);
export const formatDate = (value: Date | string) => date.format(new Date(value));
export const formatTime = (value: Date | string) => time.format(new Date(value));
