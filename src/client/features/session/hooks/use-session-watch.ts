import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MeResponse } from '../../../../shared/schemas/session';
import { noteViewer, onSessionEnd, sessionHasEnded } from '../../../lib/session-end';
import { meQueryOptions } from '../api/get-me';

const ME_KEY = meQueryOptions.queryKey;
const SIGNED_OUT: MeResponse = { profile: null, subscription: null };

/**
 * Once the session ended, nothing read as that member stays in memory. The viewer
 * reads as signed out, so the route guard sends the person to /auth with the page they were on.
 */
export function forgetEndedSession(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] });
  queryClient.setQueryData(ME_KEY, SIGNED_OUT);
}

/**
 * Tells session-end.ts what /api/me answers (however it reached the cache) and forgets the
 * member's data when the session ends. Returns the unsubscribe.
 */
export function watchSession(queryClient: QueryClient) {
  const noteMe = () => {
    const me = queryClient.getQueryData(ME_KEY);
    if (me) noteViewer(Boolean(me.profile), me.sessionEnded);
  };
  // It may have ended while no guarded screen was watching.
  if (sessionHasEnded()) forgetEndedSession(queryClient);
  else noteMe();
  const stopReadingMe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === ME_KEY[0])
      noteMe();
  });
  const stopForgetting = onSessionEnd(() => forgetEndedSession(queryClient));
  return () => {
    stopReadingMe();
    stopForgetting();
  };
}

export function useSessionWatch() {
  const queryClient = useQueryClient();
  useEffect(() => watchSession(queryClient), [queryClient]);
}
