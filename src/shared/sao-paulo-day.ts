// Calendar days as an operator in Brazil reads them ("the expiry is saved as end of day").
// A day travels as 'YYYY-MM-DD'; the instant it ends is computed with the zone's real offset (Intl),
// so a future change of Brazil's clocks needs no code change here.
const OPERATOR_TIME_ZONE = 'America/Sao_Paulo';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: OPERATOR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: OPERATOR_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** The São Paulo calendar day of an instant, as 'YYYY-MM-DD'. */
export const dayInSaoPaulo = (instant: Date | string = new Date()) => dayFormat.format(new Date(instant));

/** Whether text is a real calendar day 'YYYY-MM-DD' (no 31 February). */
export function isCalendarDay(text: string) {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Minutes São Paulo is ahead of UTC at that instant (−180 today). */
function offsetMinutes(instant: number) {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** The last millisecond of that São Paulo day, as an instant. */
export function endOfDayInSaoPaulo(day: string): Date {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const wallClock = Date.UTC(y, m - 1, d, 23, 59, 59, 999);
  const guess = wallClock - offsetMinutes(wallClock) * 60_000;
  return new Date(wallClock - offsetMinutes(guess) * 60_000);
}

/** The same day `months` later, clamped to the month's end (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: string, months: number) {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const firstOfTarget = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(d, lastDay));
  return firstOfTarget.toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before, when negative) a day. */
export function addDays(day: string, days: number) {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
