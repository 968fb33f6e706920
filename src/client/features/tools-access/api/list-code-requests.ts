import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/**
 * The latest code requests, 10 a page by keyset from `cursor` (the operator's audit of who asked).
 */
export const listCodeRequests = (cursor: string | undefined) =>
  unwrap(api['tools-access'].requests.$get({ query: cursor ? { cursor } : {} }));

export const codeRequestsQueryOptions = (cursor: string | undefined) =>
  queryOptions({
    queryKey: ['tools-access', 'requests', cursor ?? ''],
    queryFn: () => listCodeRequests(cursor),
    placeholderData: keepPreviousData,
  });

export const useCodeRequests = (cursor: string | undefined) => useQuery(codeRequestsQueryOptions(cursor));
