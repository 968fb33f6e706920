import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, UpdateUserInput } from '../../../../shared/schemas/admin-users';
import type { ExtendAccessInput, SubscriptionFormInput } from '../../../../shared/schemas/subscriptions';
import { api, unwrap } from '../../../lib/api';
import { overviewQueryOptions } from '../../admin-overview/api/get-overview';
import { auditQueryKey } from '../../audit/api/get-audit-events';
import { usersQueryKey } from './get-users';

// What an admin changes about a member: the account (users list), the grant giving access (the
// subscription dialog) and the member page's own actions; each confirmed on screen and audited on
// the server.

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

const param = (id: string) => ({ param: { id } });

export const useCreateUser = () =>
  useAdminChange((input: CreateUserInput) => unwrap(api.admin.users.$post({ json: input })));

export const useUpdateUser = (id: string) =>
  useAdminChange((input: UpdateUserInput) =>
    unwrap(api.admin.users[':id'].$patch({ param: { id }, json: input })),
  );

export const useDeleteUser = () =>
  useAdminChange((id: string) => unwrap(api.admin.users[':id'].$delete({ param: { id } })));

/**
 * The subscription dialog's Salvar: edits the grant giving the member access, or adds a manual one.
 */
export const useSaveSubscription = (userId: string) =>
  useAdminChange((input: SubscriptionFormInput) =>
    unwrap(api.admin.users[':id'].subscription.$put({ ...param(userId), json: input })),
  );

/** Cancelar ao fim do período: access lasts to the grant's end, no renewal. */
export const useCancelSubscription = (userId: string) =>
  useAdminChange(() => unwrap(api.admin.users[':id'].subscription.cancel.$post(param(userId))));

/** Encerrar agora: access ends at once; the grant stays in the history. */
export const useEndSubscription = (userId: string) =>
  useAdminChange(() => unwrap(api.admin.users[':id'].subscription.end.$post(param(userId))));

/** Remover: deletes the grant giving access. */
export const useRemoveSubscription = (userId: string) =>
  useAdminChange(() => unwrap(api.admin.users[':id'].subscription.$delete(param(userId))));

// The member page's own actions.

/** "+N dias": runs the current grant on, or gives a courtesy grant from today. */
export const useExtendAccess = (userId: string) =>
  useAdminChange((input: ExtendAccessInput) =>
    unwrap(api.admin.users[':id'].subscription.extend.$post({ ...param(userId), json: input })),
  );

/** Resends the set-password link or the address confirmation (queued by the server). */
export const useResendAccessMail = (userId: string) =>
  useAdminChange(() => unwrap(api.admin.users[':id']['access-mail'].$post(param(userId))));

/** Encerrar sessões: every device of the member is signed out. */
export const useEndMemberSessions = (userId: string) =>
  useAdminChange(() => unwrap(api.admin.users[':id'].sessions.end.$post(param(userId))));
