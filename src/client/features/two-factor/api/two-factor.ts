import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AFTER_SIGN_IN_DELAY_MS } from '../../../../shared/constants';
import type {
  TwoFactorConfirmInput,
  TwoFactorPasswordInput,
  TwoFactorVerifyInput,
} from '../../../../shared/schemas/two-factor';
import { api, unwrap } from '../../../lib/api';
import { meQueryOptions } from '../../session/api/get-me';

// Two-factor with an authenticator app (docs/decisions/019-two-factor.md). Its state is read again
// after each change, and so is /api/me, which says whether an admin must still enrol.
const STATUS_KEY = ['two-factor'] as const;
const routes = api.auth['two-factor'];

export const twoFactorStatusQuery = queryOptions({
  queryKey: STATUS_KEY,
  queryFn: () => unwrap(routes.$get()),
});

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery);

export const useEnableTwoFactor = () =>
  useMutation({
    mutationFn: (input: TwoFactorPasswordInput) => unwrap(routes.enable.$post({ json: input })),
  });

function useChange<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
      await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    },
  });
}

export const useConfirmTwoFactor = () =>
  useChange((input: TwoFactorConfirmInput) => unwrap(routes.confirm.$post({ json: input })));

export const useDisableTwoFactor = () =>
  useChange((input: TwoFactorPasswordInput) => unwrap(routes.disable.$post({ json: input })));

/** The sign-in's second step. Its 401 answers the code: no session ended. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorVerifyInput) =>
      unwrap(routes.verify.$post({ json: input }), { isSignIn: true }),
    // As after a password sign-in: profile and subscription load 200 ms after it.
    onSuccess: async () => {
      await new Promise((resolve) => setTimeout(resolve, AFTER_SIGN_IN_DELAY_MS));
      await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    },
  });
}
