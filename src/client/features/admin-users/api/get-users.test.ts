import { describe, expect, it } from 'vitest';
import type { UserSegment } from '../../../../shared/schemas/admin-users';
import { usersExportUrl, usersQueryOptions } from './get-users';

const segment = (filters: Partial<UserSegment>): UserSegment => ({ search: '', days: 7, ...filters });

describe('the users list and its CSV, as filtered', () => {
  it('exports everyone with no search and no filter', () => {
    expect(usersExportUrl(segment({}))).toBe('/api/admin/users/export');
  });

  it('passes the search and every filter of the segment to the CSV', () => {
    expect(usersExportUrl(segment({ search: 'ana', status: 'expiring' }))).toBe(
      '/api/admin/users/export?search=ana&status=expiring',
    );
    expect(usersExportUrl(segment({ status: 'never' }))).toBe('/api/admin/users/export?status=never');
    expect(usersExportUrl(segment({ search: 'a b' }))).toBe('/api/admin/users/export?search=a+b');
    expect(
      usersExportUrl(
        segment({
          status: 'expiring',
          days: 30,
          plan: 'anual',
          source: 'hotmart',
          from: '2026-01-01',
          to: '2026-01-31',
        }),
      ),
    ).toBe(
      '/api/admin/users/export?status=expiring&days=30&plan=anual&source=hotmart&from=2026-01-01&to=2026-01-31',
    );
  });

  it('keeps a separate page of results per segment', () => {
    const key = (filters: Partial<UserSegment>) =>
      usersQueryOptions(1, segment({ search: 'ana', ...filters })).queryKey;
    expect(key({ status: 'expired' })).not.toEqual(key({ status: 'active' }));
    expect(key({})).not.toEqual(key({ status: 'active' }));
    expect(key({ plan: 'anual' })).not.toEqual(key({ plan: 'mensal' }));
  });
});
