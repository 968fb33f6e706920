import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { usersQueryKey } from './get-users';

// The member page's sections, one request each (each loads, fails and retries on its
// own). Their keys sit under the users list's, so every admin change (useAdminChange) refetches them.

const member = api.admin.users[':id'];
const param = (id: string) => ({ param: { id } });
const key = (id: string, section: string) => [...usersQueryKey, 'member', id, section] as const;

export const memberQueryOptions = (id: string) =>
  queryOptions({ queryKey: key(id, 'profile'), queryFn: () => unwrap(member.$get(param(id))) });

export const useMember = (id: string) => useQuery(memberQueryOptions(id));

export const useMemberPaymentEvents = (id: string) =>
  useQuery({
    queryKey: key(id, 'payment-events'),
    queryFn: () => unwrap(member['payment-events'].$get(param(id))),
  });

/** The member's payments, each the period it bought (Pago, Reembolsado, Em disputa). */
export const useMemberPayments = (id: string) =>
  useQuery({ queryKey: key(id, 'payments'), queryFn: () => unwrap(member.payments.$get(param(id))) });

export const useMemberSessions = (id: string) =>
  useQuery({ queryKey: key(id, 'sessions'), queryFn: () => unwrap(member.sessions.$get(param(id))) });

export const useMemberCodeRequests = (id: string) =>
  useQuery({
    queryKey: key(id, 'code-requests'),
    queryFn: () => unwrap(member['code-requests'].$get(param(id))),
  });

export const useMemberTickets = (id: string) =>
  useQuery({ queryKey: key(id, 'tickets'), queryFn: () => unwrap(member.tickets.$get(param(id))) });

export const useMemberChats = (id: string) =>
  useQuery({ queryKey: key(id, 'chats'), queryFn: () => unwrap(member.chats.$get(param(id))) });

export const useMemberAudit = (id: string) =>
  useQuery({ queryKey: key(id, 'audit'), queryFn: () => unwrap(member.audit.$get(param(id))) });

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
