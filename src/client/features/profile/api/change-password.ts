import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../shared/schemas/auth';
import { api, unwrap } from '../../../lib/api';

export const changePassword = (input: ChangePasswordInput) => unwrap(api.me.password.$post({ json: input }));

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
