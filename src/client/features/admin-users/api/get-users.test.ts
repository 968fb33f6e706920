import { describe, expect, it } from 'vitest';
import { usersExportUrl, usersQueryOptions } from './get-users';

describe('the users list and its CSV, as filtered', () => {
  it('exports everyone with no search and no status', () => {
    expect(usersExportUrl({ search: '' })).toBe('/api/admin/users/export');
  });

  it('passes the search and the status filter to the CSV', () => {
    expect(usersExportUrl({ search: 'ana', status: 'expiring' })).toBe(
      '/api/admin/users/export?search=ana&status=expiring',
    );
    expect(usersExportUrl({ search: '', status: 'never' })).toBe('/api/admin/users/export?status=never');
    expect(usersExportUrl({ search: 'a b' })).toBe('/api/admin/users/export?search=a+b');
  });

  it('keeps a separate page of results per status', () => {
    const key = (status?: 'expired' | 'active') => usersQueryOptions(1, { search: 'ana', status }).queryKey;
    expect(key('expired')).not.toEqual(key('active'));
    expect(key()).not.toEqual(key('active'));
  });
});
