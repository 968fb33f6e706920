import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../shared/schemas/auth';
import { api, unwrap } from '../../../lib/api';

export const resetPassword = (input: ResetPasswordInput) =>
  unwrap(api.auth['reset-password'].$post({ json: input }));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
