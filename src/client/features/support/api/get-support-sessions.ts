import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const supportSessionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'support', 'sessions', page],
    queryFn: () => unwrap(api.admin.support.sessions.$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });

export const useSupportSessions = (page: number) => useQuery(supportSessionsQueryOptions(page));
