import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../shared/format';
import { grantView } from '../../../test/grant-view';
import { expiryText } from './user-card';

describe('expiryText (the user card)', () => {
  it('says a lifetime grant never expires, never a far date', () => {
    expect(expiryText(grantView({ plan: 'vitalicio', endsInDays: null }))).toBe('Nunca expira');
  });

  it('gives the end of a grant with access, and of one that expired', () => {
    const current = grantView({ status: 'cancelled', endsInDays: 5 });
    const past = grantView({ status: 'expired', endsInDays: -5 });
    expect(expiryText(current)).toBe(`Expira em ${formatDate(current.expiresAt as string)}`);
    expect(expiryText(past)).toBe(`Expirou em ${formatDate(past.expiresAt as string)}`);
  });

  it('says nothing of a date once a grant was refunded or ended, or when there is none', () => {
    expect(expiryText(grantView({ status: 'refunded' }))).toBeNull();
    expect(expiryText(grantView({ status: 'ended' }))).toBeNull();
    expect(expiryText(null)).toBeNull();
  });
});
