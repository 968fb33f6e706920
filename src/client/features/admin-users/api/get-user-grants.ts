import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { usersQueryKey } from './get-users';

/**
 * Every grant a member ever had, newest first. Its key sits under the users list's,
 * so every admin change (useAdminChange) refetches it with the list.
 */
export const userGrantsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'grants', userId],
    queryFn: () => unwrap(api.admin.users[':id'].subscriptions.$get({ param: { id: userId } })),
  });

export const useUserGrants = (userId: string) => useQuery(userGrantsQueryOptions(userId));
