import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** The admin-access login (/acesso-admin): served to admins only (docs/product.md#security). */
export const getAdminAccess = () => unwrap(api['tools-access']['admin-access'].$get());

export const adminAccessQueryOptions = queryOptions({
  queryKey: ['tools-access', 'admin-access'],
  queryFn: getAdminAccess,
});
