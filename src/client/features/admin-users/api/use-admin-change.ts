import { useMutation, useQueryClient } from '@tanstack/react-query';
import { overviewQueryOptions } from '../../admin-overview/api/get-overview';
import { auditQueryKey } from '../../audit/api/get-audit-events';
import { usersQueryKey } from './get-users';

// A change to a user or a subscription also changes the audit trail and the overview.
const ADMIN_VIEWS = [usersQueryKey, auditQueryKey, overviewQueryOptions.queryKey] as const;

/** A mutation that refetches every admin view it affects once it succeeds. */
export function useAdminChange<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(ADMIN_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });
}
