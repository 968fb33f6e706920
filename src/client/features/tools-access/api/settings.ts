import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CredentialGroup, CredentialSettingsInput } from '../../../../shared/schemas/tools-access';
import { api, unwrap } from '../../../lib/api';

// The credential groups as an admin edits them on /admin/tools.

/** Both credential groups as an admin sees them (secrets only by their last 4 characters). */
export const getToolsAccessSettings = () => unwrap(api['tools-access'].settings.$get());

export const toolsAccessSettingsQueryOptions = queryOptions({
  queryKey: ['tools-access', 'settings'],
  queryFn: getToolsAccessSettings,
});

export const useToolsAccessSettings = () => useQuery(toolsAccessSettingsQueryOptions);

export const saveCredentialSettings = ({
  group,
  ...json
}: CredentialSettingsInput & { group: CredentialGroup }) =>
  unwrap(api['tools-access'].settings[':group'].$put({ param: { group }, json }));

export function useSaveCredentialSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCredentialSettings,
    // The settings view, and the logins shown on /conectar and /acesso-admin.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tools-access'] }),
  });
}

/** A fresh base32 secret from the server; nothing is stored until the form is saved. */
export const generateSecret = () => unwrap(api['tools-access'].settings['generated-secret'].$post());

export const useGenerateSecret = () => useMutation({ mutationFn: generateSecret });
