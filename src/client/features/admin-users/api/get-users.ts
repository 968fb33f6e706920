import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserPage, UserSegment } from '../../../../shared/schemas/admin-users';
import { api, unwrap } from '../../../lib/api';
import { segmentQuery } from './user-segment';

export const usersQueryKey = ['admin', 'users'] as const;

/** What narrows the list, its CSV and its bulk actions: the search and the segment's filters. */
export type UsersFilter = UserSegment;

export const usersQueryOptions = (page: number, filter: UsersFilter) => {
  const query = segmentQuery(filter);
  return queryOptions({
    queryKey: [...usersQueryKey, page, query],
    queryFn: (): Promise<AdminUserPage> =>
      unwrap(api.admin.users.$get({ query: { page: String(page), ...query } })),
    // The previous page stays on screen while the next one loads (no flash of an empty list).
    placeholderData: keepPreviousData,
  });
};

export const useUsers = (page: number, filter: UsersFilter) => useQuery(usersQueryOptions(page, filter));

/** The CSV export of the list as filtered now (a plain download: the browser streams it to disk). */
export function usersExportUrl(filter: UsersFilter) {
  const query = new URLSearchParams(segmentQuery(filter)).toString();
  return `/api/admin/users/export${query ? `?${query}` : ''}`;
}
