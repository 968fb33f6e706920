import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** The shared tool login (/conectar): active subscribers and admins only. */
export const getToolCredentials = () => unwrap(api['tools-access'].credentials.$get());

export const toolCredentialsQueryOptions = queryOptions({
  queryKey: ['tools-access', 'credentials'],
  queryFn: getToolCredentials,
});
