import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../shared/schemas/auth';
import { api, unwrap } from '../../../lib/api';

export const signUp = (input: SignUpInput) => unwrap(api.auth['sign-up'].$post({ json: input }));

export const useSignUp = () => useMutation({ mutationFn: signUp });
