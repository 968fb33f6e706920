import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '../../../../shared/schemas/auth';
import { api, unwrap } from '../../../lib/api';

export const forgotPassword = (input: ForgotPasswordInput) =>
  unwrap(api.auth['forgot-password'].$post({ json: input }));

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
