import { describe, expect, it } from 'vitest';
import { STANDING_KINDS } from '../../../../shared/subscription-rules';
import { readStanding } from './standing-filter';

describe('readStanding (the status filter from the address)', () => {
  it('reads every standing the filter offers', () => {
    for (const kind of STANDING_KINDS) expect(readStanding(kind)).toBe(kind);
  });

  it('reads a missing or unknown value as no filter', () => {
    for (const value of [null, '', 'Ativa', 'ACTIVE', 'cancelado'])
      expect(readStanding(value)).toBeUndefined();
  });
});
