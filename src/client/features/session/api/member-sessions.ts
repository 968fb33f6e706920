import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

// The member's signed-in devices. Not under ['me']: an ended session forgets it.
const SESSIONS_KEY = ['member-sessions'] as const;

export const memberSessionsQuery = queryOptions({
  queryKey: SESSIONS_KEY,
  queryFn: () => unwrap(api.me.sessions.$get()),
});

export const useMemberSessions = () => useQuery(memberSessionsQuery);

/** After ending, the list is read again: what the server says is what shows. */
function useEndMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export const useEndSession = () =>
  useEndMutation((id: string) => unwrap(api.me.sessions[':id'].$delete({ param: { id } })));

export const useEndOtherSessions = () => useEndMutation(() => unwrap(api.me.sessions['end-others'].$post()));
