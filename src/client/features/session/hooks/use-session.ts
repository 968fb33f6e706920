import { useEffect, useState } from 'react';
import { SAFETY_TIMEOUT_MS } from '../../../../shared/constants';
import type { GuardSubject } from '../../../../shared/routes';
import { isSubscriptionActive } from '../../../../shared/subscription-rules';
import { useMe } from '../api/get-me';

/**
 * SPEC §4 session states: loading, then authenticated or unauthenticated. A safety timeout
 * forces the ready state after 8000 ms so a stuck request never leaves a spinner forever.
 */
export function useSession() {
  const me = useMe();
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!me.isPending) return;
    const timer = setTimeout(() => setTimedOut(true), SAFETY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [me.isPending]);

  const profile = me.data?.profile ?? null;
  const subscription = me.data?.subscription ?? null;
  const status = me.isPending && !timedOut ? 'loading' : profile ? 'authenticated' : 'unauthenticated';
  const viewer: GuardSubject = profile
    ? { role: profile.role, hasActiveSubscription: isSubscriptionActive(subscription) }
    : null;
  return { status, profile, subscription, viewer } as const;
}
