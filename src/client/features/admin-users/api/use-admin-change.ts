import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersQueryKey } from './get-users';

// A change to a user or a subscription also changes the audit trail and the overview.
const ADMIN_VIEWS = [usersQueryKey, ['admin', 'audit'], ['admin', 'overview']] as const;

/** A mutation that refetches every admin view it affects once it succeeds. */
export function useAdminChange<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(ADMIN_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}
