import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

// Who asked for codes, for the operator on /admin/tools.

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

/** Members seen from the most distinct addresses in the last 7 days. */
export const listIpSpread = () => unwrap(api['tools-access']['ip-spread'].$get());

export const ipSpreadQueryOptions = queryOptions({
  queryKey: ['tools-access', 'ip-spread'],
  queryFn: listIpSpread,
});

export const useIpSpread = () => useQuery(ipSpreadQueryOptions);
