import { useEffect, useState } from 'react';
import { SAFETY_TIMEOUT_MS } from '../../../../shared/constants';
import type { GuardSubject } from '../../../../shared/routes';
import { isSubscriptionActive } from '../../../../shared/subscription-rules';
import { useMe } from '../api/get-me';
import { sessionErrorMessage, sessionStatus } from './session-status';

/**
 * The session states of docs/product.md#accounts-and-sign-in: loading, then authenticated or
 * unauthenticated. /api/me failing, or still unanswered after the 8000 ms safety timeout, is the
 * error state with a retry: a member is never sent to /auth because the server was slow.
 */
export function useSession() {
  const me = useMe();
  // Each retry restarts the safety timeout: `timedOutAttempt` names the attempt that ran out.
  const [attempt, setAttempt] = useState(0);
  const [timedOutAttempt, setTimedOutAttempt] = useState<number | null>(null);
  useEffect(() => {
    if (!me.isPending) return;
    const timer = setTimeout(() => setTimedOutAttempt(attempt), SAFETY_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [me.isPending, attempt]);

  const profile = me.data?.profile ?? null;
  const subscription = me.data?.subscription ?? null;
  const status = sessionStatus({
    hasAnswer: me.data !== undefined,
    signedIn: profile !== null,
    failed: me.isError,
    timedOut: me.isPending && timedOutAttempt === attempt,
  });
  const viewer: GuardSubject = profile
    ? { role: profile.role, hasActiveSubscription: isSubscriptionActive(subscription) }
    : null;
  const retry = () => {
    setAttempt((n) => n + 1);
    void me.refetch();
  };
  return {
    status,
    profile,
    subscription,
    viewer,
    /** An admin who must enrol in two-factor before any admin screen (ADMIN_TWO_FACTOR=required). */
    twoFactorPending: me.data?.twoFactorPending === true,
    errorMessage: status === 'error' ? sessionErrorMessage(me.error) : null,
    retry,
    retrying: me.isFetching,
  } as const;
}
