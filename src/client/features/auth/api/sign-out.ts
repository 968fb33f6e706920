import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOGOUT_REDIRECT_MS } from '../../../../shared/constants';
import { api, unwrap } from '../../../lib/api';

export const signOut = () => unwrap(api.auth['sign-out'].$post());

/** SPEC §4 logout: clear user state and auth keys, end every session, go to / after 500 ms. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut().catch((error) => console.warn('sign-out failed', error)),
    onSettled: () => {
      queryClient.clear();
      for (const storage of [localStorage, sessionStorage]) {
        for (const key of Object.keys(storage)) if (key.includes('auth')) storage.removeItem(key);
      }
      // A full navigation drops every in-memory copy of member data from the page.
      setTimeout(() => window.location.replace('/'), LOGOUT_REDIRECT_MS);
    },
  });
}
