import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketMessageInput } from '../../../../shared/schemas/support-tickets';
import { api, unwrap } from '../../../lib/api';

// Issue 18 §4 "Meus chamados": the member's own tickets, one ticket's thread, and answering back.

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

type Answer = { id: string } & TicketMessageInput;
const answerTicket = ({ id, message }: Answer) =>
  unwrap(api.support.tickets[':id'].messages.$post({ param: { id }, json: { message } }));

export function useAnswerTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_TICKETS }),
  });
}

/** A chat that just opened a ticket refreshes the list below it. */
export const useRefreshMyTickets = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: MY_TICKETS });
};
