import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AFTER_SIGN_IN_DELAY_MS, LOGOUT_REDIRECT_MS } from '../../../../shared/constants';
import type {
  ForgotPasswordInput,
  ResendConfirmationInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from '../../../../shared/schemas/auth';
import { api, unwrap } from '../../../lib/api';
import { meQueryOptions } from '../../session/api/get-me';

export const signUp = (input: SignUpInput) => unwrap(api.auth['sign-up'].$post({ json: input }));

export const useSignUp = () => useMutation({ mutationFn: signUp });

// Its 401 answers the credentials: no session ended.
export const signIn = (input: SignInInput) =>
  unwrap(api.auth['sign-in'].$post({ json: input }), { isSignIn: true });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // Profile and subscription load 200 ms after sign-in (docs/product.md#accounts-and-sign-in).
    onSuccess: async () => {
      await new Promise((resolve) => setTimeout(resolve, AFTER_SIGN_IN_DELAY_MS));
      await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    },
  });
}

export const signOut = () => unwrap(api.auth['sign-out'].$post());

function forgetLocalAuthState() {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.includes('auth')) storage.removeItem(key);
  }
}

/**
 * Sair (docs/product.md#accounts-and-sign-in): end every session on the server, clear local
 * state, go to / after 500 ms.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Errors are only logged: the member is leaving either way.
      await signOut().catch((error: unknown) => console.warn('sign-out failed', error));
      forgetLocalAuthState();
      await new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_MS));
      queryClient.clear();
      // A full navigation drops every in-memory copy of member data from the page.
      window.location.assign('/');
    },
  });
}

export const forgotPassword = (input: ForgotPasswordInput) =>
  unwrap(api.auth['forgot-password'].$post({ json: input }));

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });

export const resetPassword = (input: ResetPasswordInput) =>
  unwrap(api.auth['reset-password'].$post({ json: input }));

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

// "Reenviar e-mail" on the Confirme seu e-mail screen: one answer whatever the address.
export const resendConfirmation = (input: ResendConfirmationInput) =>
  unwrap(api.auth['resend-confirmation'].$post({ json: input }));

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });

/** Whether a reset link can still be used, asked before its form shows. */
export const resetLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => unwrap(api.auth['reset-password'].$get({ query: { token } })),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useResetLink = (token: string) => useQuery(resetLinkQueryOptions(token));
