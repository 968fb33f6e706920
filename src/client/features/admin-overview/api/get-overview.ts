import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '../../../../shared/schemas/admin-overview';
import { api, unwrap } from '../../../lib/api';

export const overviewQueryOptions = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: (): Promise<AdminOverview> => unwrap(api.admin.overview.$get()),
});

export const useOverview = () => useQuery(overviewQueryOptions);
