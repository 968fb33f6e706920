import { describe, expect, it } from 'vitest';
import { statusOptions, typedDays } from './segment-filters';

const expiringLabel = (days: number) =>
  statusOptions(days).find((option) => option.value === 'expiring')?.label;

// The status filter follows its Dias (docs/decisions/023-member-segments.md).
describe('users status filter', () => {
  it('names the window Dias holds', () => {
    expect(expiringLabel(30)).toBe('Vence em até 30 dias');
    expect(expiringLabel(1)).toBe('Vence em até 1 dia');
  });

  it('follows Dias while it is typed, keeping the applied window for what is not a valid number', () => {
    expect(typedDays('30', 7)).toBe(30);
    expect(typedDays('', 7)).toBe(7);
    expect(typedDays('0', 7)).toBe(7);
    expect(typedDays('2.5', 7)).toBe(7);
  });
});
