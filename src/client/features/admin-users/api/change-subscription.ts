import type { SubscriptionFormInput } from '../../../../shared/schemas/subscriptions';
import { api, unwrap } from '../../../lib/api';
import { useAdminChange } from './use-admin-change';

const member = (userId: string) => ({ param: { id: userId } });

/**
 * The subscription dialog's Salvar: edits the grant giving the member access, or adds a manual one.
 */
export const useSaveSubscription = (userId: string) =>
  useAdminChange((input: SubscriptionFormInput) =>
    unwrap(api.admin.users[':id'].subscription.$put({ ...member(userId), json: input })),
  );

/** Cancelar ao fim do período: access lasts to the grant's end, no renewal. */
export const useCancelSubscription = (userId: string) =>
  useAdminChange(() => unwrap(api.admin.users[':id'].subscription.cancel.$post(member(userId))));

/** Encerrar agora: access ends at once; the grant stays in the history. */
export const useEndSubscription = (userId: string) =>
  useAdminChange(() => unwrap(api.admin.users[':id'].subscription.end.$post(member(userId))));

/** Remover: deletes the grant giving access. */
export const useRemoveSubscription = (userId: string) =>
  useAdminChange(() => unwrap(api.admin.users[':id'].subscription.$delete(member(userId))));
