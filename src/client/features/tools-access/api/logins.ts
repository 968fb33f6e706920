import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

// The shared logins a member's screen shows, each with its copy buttons.

/** The shared tool login (/conectar): active subscribers and admins only. */
export const getToolCredentials = () => unwrap(api['tools-access'].credentials.$get());

export const toolCredentialsQueryOptions = queryOptions({
  queryKey: ['tools-access', 'credentials'],
  queryFn: getToolCredentials,
});

/** The admin-access login (/acesso-admin): served to admins only (docs/product.md#security). */
export const getAdminAccess = () => unwrap(api['tools-access']['admin-access'].$get());

export const adminAccessQueryOptions = queryOptions({
  queryKey: ['tools-access', 'admin-access'],
  queryFn: getAdminAccess,
});
