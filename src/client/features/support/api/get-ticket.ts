import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'support', 'ticket', id],
    queryFn: () => unwrap(api.admin.support.tickets[':id'].$get({ param: { id } })),
  });

/** The full conversation of one ticket, loaded when its dialog opens. */
export const useTicket = (id: string | null) =>
  useQuery({ ...ticketQueryOptions(id ?? ''), enabled: id !== null });
