import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** Members seen from the most distinct addresses in the last 7 days. */
export const listIpSpread = () => unwrap(api['tools-access']['ip-spread'].$get());

export const ipSpreadQueryOptions = queryOptions({
  queryKey: ['tools-access', 'ip-spread'],
  queryFn: listIpSpread,
});

export const useIpSpread = () => useQuery(ipSpreadQueryOptions);
