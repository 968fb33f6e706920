import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AFTER_SIGN_IN_DELAY_MS } from '../../../../shared/constants';
import type { SignInInput } from '../../../../shared/schemas/auth';
import { api, unwrap } from '../../../lib/api';
import { meQueryOptions } from '../../session/api/get-me';

// Its 401 answers the credentials: no session ended.
export const signIn = (input: SignInInput) =>
  unwrap(api.auth['sign-in'].$post({ json: input }), { isSignIn: true });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // SPEC §4: profile and subscription load 200 ms after sign-in.
    onSuccess: async () => {
      await new Promise((resolve) => setTimeout(resolve, AFTER_SIGN_IN_DELAY_MS));
      await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    },
  });
}
