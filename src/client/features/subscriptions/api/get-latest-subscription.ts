import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const getLatestSubscription = () => unwrap(api.me.subscription.$get());

export const latestSubscriptionQueryOptions = queryOptions({
  queryKey: ['me', 'subscription'],
  queryFn: getLatestSubscription,
});

export const useLatestSubscription = () => useQuery(latestSubscriptionQueryOptions);
