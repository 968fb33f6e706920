import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketListQuery, TicketReplyInput } from '../../../../shared/schemas/support-tickets';
import { api, unwrap } from '../../../lib/api';

// The admin's tickets (Tickets de Suporte). Everything lives under ['admin', 'support']: a reply
// or resolving refreshes the lists, the open ticket and the sidebar's count together.

/** The helpdesk's filters; an empty one is left out of the request. */
export type TicketFilters = Omit<TicketListQuery, 'page'>;

export const ticketsQueryOptions = (page: number, filters: TicketFilters = {}) =>
  queryOptions({
    queryKey: ['admin', 'support', 'tickets', page, filters],
    queryFn: () =>
      unwrap(
        api.admin.support.tickets.$get({
          query: {
            page: String(page),
            ...(filters.stage && { stage: filters.stage }),
            ...(filters.age && { age: filters.age }),
            ...(filters.q && { q: filters.q }),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useTickets = (page: number, filters: TicketFilters = {}) =>
  useQuery(ticketsQueryOptions(page, filters));

/** The admin's words for what the member needed. */
export function useRenameTicket() {
  return useTicketMutation(({ id, subject }: { id: string; subject: string }) =>
    unwrap(api.admin.support.tickets[':id'].subject.$put({ param: { id }, json: { subject } })),
  );
}

export const ticketQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'support', 'ticket', id],
    queryFn: () => unwrap(api.admin.support.tickets[':id'].$get({ param: { id } })),
  });

/** One ticket with the chat's messages and its replies, loaded when its dialog opens. */
export const useTicket = (id: string | null) =>
  useQuery({ ...ticketQueryOptions(id ?? ''), enabled: id !== null });

export const pendingTicketCountQueryOptions = queryOptions({
  queryKey: ['admin', 'support', 'pending-count'],
  queryFn: () => unwrap(api.admin.support.tickets['pending-count'].$get()),
  // The sidebar is on every page: new tickets show up without a reload.
  refetchInterval: 60_000,
});

/** How many tickets wait for the team, beside "Tickets" in the admin sidebar. */
export const usePendingTicketCount = (enabled: boolean) =>
  useQuery({ ...pendingTicketCountQueryOptions, enabled }).data?.pending;

function useTicketMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'support'] }),
  });
}

type Reply = { id: string } & TicketReplyInput;
const replyToTicket = ({ id, body }: Reply) =>
  unwrap(api.admin.support.tickets[':id'].replies.$post({ param: { id }, json: { body } }));

/** An admin replies to a ticket (the member is e-mailed). */
export const useReplyToTicket = () => useTicketMutation(replyToTicket);

const noteOnTicket = ({ id, body }: Reply) =>
  unwrap(api.admin.support.tickets[':id'].notes.$post({ param: { id }, json: { body } }));

/** An internal note: kept on the ticket for the team, never shown to the member. */
export const useNoteOnTicket = () => useTicketMutation(noteOnTicket);

const resolveTicket = (id: string) =>
  unwrap(api.admin.support.tickets[':id'].resolve.$post({ param: { id } }));

export const useResolveTicket = () => useTicketMutation(resolveTicket);
