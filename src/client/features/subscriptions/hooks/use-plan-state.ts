import { useQuery } from '@tanstack/react-query';
import { isSubscriptionActive, type PlanState, planState } from '../../../../shared/subscription-rules';
import { useMe } from '../../session/api/get-me';
import { latestSubscriptionQueryOptions } from '../api/get-latest-subscription';

/**
 * Where the signed-in member stands (shared planState), or null while it loads. /api/me carries
 * only the active subscription; the newest row of any status is asked for only when there is
 * none, to tell a lapsed member (Renovar) from one who never had a plan (Escolha seu plano).
 */
export function usePlanState(): PlanState | null {
  const me = useMe();
  const profile = me.data?.profile ?? null;
  const current = me.data?.subscription ?? null;
  const needsLatest = !!profile && profile.role !== 'admin' && !isSubscriptionActive(current);
  const latest = useQuery({ ...latestSubscriptionQueryOptions, enabled: needsLatest });
  if (!profile || (needsLatest && latest.isPending)) return null;
  return planState(profile.role, current, latest.data?.subscription ?? null);
}
