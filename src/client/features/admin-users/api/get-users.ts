import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserPage } from '../../../../shared/schemas/admin-users';
import { api, unwrap } from '../../../lib/api';

export const usersQueryKey = ['admin', 'users'] as const;

export const usersQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, page, search],
    queryFn: (): Promise<AdminUserPage> =>
      unwrap(api.admin.users.$get({ query: { page: String(page), search } })),
    // The previous page stays on screen while the next one loads (no flash of an empty list).
    placeholderData: keepPreviousData,
  });

export const useUsers = (page: number, search: string) => useQuery(usersQueryOptions(page, search));

/** The CSV export of the list as filtered now (a plain download: the browser streams it to disk). */
export const usersExportUrl = (search: string) =>
  `/api/admin/users/export${search ? `?${new URLSearchParams({ search })}` : ''}`;
