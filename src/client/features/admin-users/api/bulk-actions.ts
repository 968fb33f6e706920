import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UserSegment } from '../../../../shared/schemas/admin-users';
import type { BulkActionFields, BulkActionView } from '../../../../shared/schemas/bulk-actions';
import { api, unwrap } from '../../../lib/api';
import { useAdminChange } from './change-member';
import { usersQueryKey } from './get-users';
import { segmentQuery } from './user-segment';

/** The exact number of members a bulk action would reach (asked when the admin is about to confirm). */
export const fetchSegmentCount = async (segment: UserSegment) =>
  (await unwrap(api.admin.users.segment.count.$get({ query: segmentQuery(segment) }))).count;

export const useStartBulkAction = (segment: UserSegment) =>
  useAdminChange((action: BulkActionFields) =>
    unwrap(api.admin.users['bulk-actions'].$post({ query: segmentQuery(segment), json: action })),
  );

const POLL_MS = 1_000;

const bulkActionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'bulk-actions', id],
    queryFn: async (): Promise<BulkActionView> =>
      (await unwrap(api.admin.users['bulk-actions'][':id'].$get({ param: { id } }))).bulkAction,
    // Followed until the worker is done with it.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });

/** A bulk action's progress; once it is over, the list shows what it changed. */
export function useBulkAction(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...bulkActionQueryOptions(id),
    select: (action) => {
      if (action.status !== 'pending') void queryClient.invalidateQueries({ queryKey: [...usersQueryKey] });
      return action;
    },
  });
}
