import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

// The tool catalogue as subscribers see it on /conectar and the dashboard (the operator's calls
// are in admin-catalogue.ts, apart: these pages' first load stays small).

export const CATALOGUE = ['tools-catalogue'] as const;

export const toolsCatalogueQueryOptions = queryOptions({
  queryKey: [...CATALOGUE, 'member'],
  queryFn: () => unwrap(api['tools-catalogue'].$get()),
});

/** The included tools with their live status (subscribers). */
export const useToolsCatalogue = () => useQuery(toolsCatalogueQueryOptions);
