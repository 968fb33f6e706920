import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserPage } from '../../../../shared/schemas/admin-users';
import type { StandingKind } from '../../../../shared/subscription-rules';
import { api, unwrap } from '../../../lib/api';

export const usersQueryKey = ['admin', 'users'] as const;

/** What narrows the list and its CSV: the e-mail search and, when chosen, one standing (issue 17 §5). */
export type UsersFilter = { search: string; status?: StandingKind };

const filterQuery = ({ search, status }: UsersFilter) => ({ search, ...(status ? { status } : {}) });

export const usersQueryOptions = (page: number, filter: UsersFilter) =>
  queryOptions({
    queryKey: [...usersQueryKey, page, filter.search, filter.status ?? ''],
    queryFn: (): Promise<AdminUserPage> =>
      unwrap(api.admin.users.$get({ query: { page: String(page), ...filterQuery(filter) } })),
    // The previous page stays on screen while the next one loads (no flash of an empty list).
    placeholderData: keepPreviousData,
  });

export const useUsers = (page: number, filter: UsersFilter) => useQuery(usersQueryOptions(page, filter));

/** The CSV export of the list as filtered now (a plain download: the browser streams it to disk). */
export function usersExportUrl(filter: UsersFilter) {
  const query = new URLSearchParams(
    Object.entries(filterQuery(filter)).filter(([, value]) => value !== ''),
  ).toString();
  return `/api/admin/users/export${query ? `?${query}` : ''}`;
}
