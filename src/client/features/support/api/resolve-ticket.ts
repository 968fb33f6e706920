import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const resolveTicket = (id: string) =>
  unwrap(api.admin.support.tickets[':id'].resolve.$post({ param: { id } }));

export function useResolveTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'support'] }),
  });
}
