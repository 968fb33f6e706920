import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CredentialGroup, CredentialSettingsInput } from '../../../../shared/schemas/tools-access';
import { api, unwrap } from '../../../lib/api';

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
