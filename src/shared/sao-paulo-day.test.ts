import { describe, expect, it } from 'vitest';
import { addDays, addMonths, dayInSaoPaulo, endOfDayInSaoPaulo, isCalendarDay } from './sao-paulo-day';

describe('São Paulo days', () => {
  it('ends a day at 23:59:59.999 local time (UTC−3)', () => {
    expect(endOfDayInSaoPaulo('2026-05-20').toISOString()).toBe('2026-05-21T02:59:59.999Z');
  });

  it('uses the offset Brazil had on that day (daylight saving until 2019)', () => {
    expect(endOfDayInSaoPaulo('2018-12-01').toISOString()).toBe('2018-12-02T01:59:59.999Z');
  });

  it('reads the local day of an instant, across the UTC midnight', () => {
    expect(dayInSaoPaulo(new Date('2026-05-21T02:30:00Z'))).toBe('2026-05-20');
    expect(dayInSaoPaulo(endOfDayInSaoPaulo('2026-05-20'))).toBe('2026-05-20');
  });

  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-03-10', 12)).toBe('2027-03-10');
  });

  it('adds and subtracts days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-05-20', -29)).toBe('2026-04-21');
  });

  it('knows a real calendar day', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('20-02-2026')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
  });
});
