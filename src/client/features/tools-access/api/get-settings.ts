import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** Both credential groups as an admin sees them (secrets only by their last 4 characters). */
export const getToolsAccessSettings = () => unwrap(api['tools-access'].settings.$get());

export const toolsAccessSettingsQueryOptions = queryOptions({
  queryKey: ['tools-access', 'settings'],
  queryFn: getToolsAccessSettings,
});

export const useToolsAccessSettings = () => useQuery(toolsAccessSettingsQueryOptions);
