import type { SubscriptionFormInput } from '../../../../shared/schemas/subscriptions';
import { api, unwrap } from '../../../lib/api';
import { useAdminChange } from './use-admin-change';

/** SPEC §4 dialog: creates the member's subscription when they have none, else updates the current one. */
export const useSaveSubscription = (userId: string) =>
  useAdminChange((input: SubscriptionFormInput) =>
    unwrap(api.admin.users[':id'].subscription.$put({ param: { id: userId }, json: input })),
  );

/** SPEC §4 Remover. */
export const useRemoveSubscription = (userId: string) =>
  useAdminChange(() => unwrap(api.admin.users[':id'].subscription.$delete({ param: { id: userId } })));
