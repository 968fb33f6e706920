import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../shared/schemas/auth';
import type { UpdateProfileInput } from '../../../../shared/schemas/profile';
import { api, unwrap } from '../../../lib/api';
import { meQueryOptions } from '../../session/api/get-me';

export const updateProfile = (input: UpdateProfileInput) => unwrap(api.me.profile.$patch({ json: input }));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey, exact: true }),
  });
}

export const changePassword = (input: ChangePasswordInput) => unwrap(api.me.password.$post({ json: input }));

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
