import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const ADMIN_LIBRARY_KEY = ['admin', 'library'] as const;

/** The admin list: 10 a page, newest first, optional name filter, exact total. */
export const adminLibraryQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: [...ADMIN_LIBRARY_KEY, 'list', { search, page }],
    queryFn: () =>
      unwrap(api.admin.library.$get({ query: { page: String(page), ...(search ? { search } : {}) } })),
    placeholderData: keepPreviousData,
  });

export const useAdminLibrary = (search: string, page: number) =>
  useQuery(adminLibraryQueryOptions(search, page));

export const adminLibraryItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_LIBRARY_KEY, 'item', id],
    queryFn: () => unwrap(api.admin.library[':id'].$get({ param: { id } })),
    // A missing item is an answer (Item não encontrado), not something to retry.
    retry: false,
  });

export const useAdminLibraryItem = (id: string) => useQuery(adminLibraryItemQueryOptions(id));
