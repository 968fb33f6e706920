import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketReplyInput } from '../../../../shared/schemas/support-tickets';
import { api, unwrap } from '../../../lib/api';

// "Meus chamados": the member's own tickets, one ticket with its replies, and replying back.

const MY_TICKETS = ['support', 'my-tickets'] as const;

export const myTicketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...MY_TICKETS, 'list', page],
    queryFn: () => unwrap(api.support.tickets.$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
  });

export const useMyTickets = (page: number) => useQuery(myTicketsQueryOptions(page));

export const myTicketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...MY_TICKETS, 'ticket', id],
    queryFn: () => unwrap(api.support.tickets[':id'].$get({ param: { id } })),
  });

export const useMyTicket = (id: string | null) =>
  useQuery({ ...myTicketQueryOptions(id ?? ''), enabled: id !== null });

type Reply = { id: string } & TicketReplyInput;
// The member's replies keep their first URL, /messages.
const replyToMyTicket = ({ id, body }: Reply) =>
  unwrap(api.support.tickets[':id'].messages.$post({ param: { id }, json: { body } }));

export function useReplyToMyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToMyTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_TICKETS }),
  });
}

/** A chat that just opened a ticket refreshes the list below it. */
export const useRefreshMyTickets = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MY_TICKETS });
};

/**
 * How many of the member's tickets the team answered and the member has not acted on yet: beside
 * Suporte in the member menu. Under MY_TICKETS, so replying or opening a ticket refreshes it.
 */
export const answeredTicketCountQueryOptions = queryOptions({
  queryKey: [...MY_TICKETS, 'answered-count'],
  queryFn: () => unwrap(api.support.tickets['answered-count'].$get()),
  // The menu is on every page: an answer shows up without a reload.
  refetchInterval: 60_000,
});

export const useAnsweredTicketCount = (enabled: boolean) =>
  useQuery({ ...answeredTicketCountQueryOptions, enabled }).data?.answered;
