import { type PlanState, planState } from '../../../../shared/subscription-rules';
import { useMe } from '../../session/api/get-me';

/**
 * Where the signed-in member stands (shared planState), or null while /api/me loads. /api/me
 * carries the member's deciding grant of any status, so the top-bar badge, the dashboard, the
 * expiry notice and the expired page all read the same answer from one request.
 */
export function usePlanState(): PlanState | null {
  const me = useMe();
  const profile = me.data?.profile ?? null;
  if (!profile) return null;
  return planState(profile.role, me.data?.subscription ?? null);
}
