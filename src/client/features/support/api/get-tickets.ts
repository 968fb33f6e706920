import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const ticketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'support', 'tickets', page],
    queryFn: () => unwrap(api.admin.support.tickets.$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });

export const useTickets = (page: number) => useQuery(ticketsQueryOptions(page));
