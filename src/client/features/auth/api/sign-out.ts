import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOGOUT_REDIRECT_MS } from '../../../../shared/constants';
import { api, unwrap } from '../../../lib/api';

export const signOut = () => unwrap(api.auth['sign-out'].$post());

function forgetLocalAuthState() {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.includes('auth')) storage.removeItem(key);
  }
}

/** SPEC §4 logout: end every session on the server, clear local state, go to / after 500 ms. */
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
