import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

// Under ['admin', 'support']: answering or resolving a ticket refreshes it with the lists.
export const pendingTicketCountQueryOptions = queryOptions({
  queryKey: ['admin', 'support', 'pending-count'],
  queryFn: () => unwrap(api.admin.support.tickets['pending-count'].$get()),
  // The sidebar is on every page: new tickets show up without a reload.
  refetchInterval: 60_000,
});

/** Issue 18 §4: how many tickets wait for the team, beside "Tickets" in the admin sidebar. */
export const usePendingTicketCount = (enabled: boolean) =>
  useQuery({ ...pendingTicketCountQueryOptions, enabled }).data?.pending;
