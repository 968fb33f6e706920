import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** The latest code requests, 10 a page (issue 8: audit for the operator). */
export const listCodeRequests = (page: number) =>
  unwrap(api['tools-access'].requests.$get({ query: { page: String(page) } }));

export const codeRequestsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['tools-access', 'requests', page],
    queryFn: () => listCodeRequests(page),
    placeholderData: keepPreviousData,
  });

export const useCodeRequests = (page: number) => useQuery(codeRequestsQueryOptions(page));
