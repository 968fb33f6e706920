import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketMessageInput } from '../../../../shared/schemas/support-tickets';
import { api, unwrap } from '../../../lib/api';

type Reply = { id: string } & TicketMessageInput;
const replyToTicket = ({ id, message }: Reply) =>
  unwrap(api.admin.support.tickets[':id'].replies.$post({ param: { id }, json: { message } }));

/** Issue 18 §4: an admin answers a ticket; its thread, the list and the sidebar count refresh. */
export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'support'] }),
  });
}
