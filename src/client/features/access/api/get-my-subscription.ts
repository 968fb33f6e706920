import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** The member's deciding grant, of any status (the same one /api/me carries), fetched fresh for the Plano tab. */
export const getMySubscription = () => unwrap(api.me.subscription.$get());

export const mySubscriptionQueryOptions = queryOptions({
  queryKey: ['me', 'subscription'],
  queryFn: getMySubscription,
});

export const useMySubscription = () => useQuery(mySubscriptionQueryOptions);
