import { OptionalChunk } from '../../../components/chunk-boundary';
import { resilientLazy } from '../../../lib/resilient-lazy';
import { usePlanState } from '../hooks/use-plan-state';

// Most members are not in their last days: the banner and its checkout links load only for those
// who are, so every member page's first load stays small.
const ExpiryBanner = resilientLazy(() => import('./expiry-banner').then(({ ExpiryBanner }) => ExpiryBanner));

/**
 * The last EXPIRY_WARNING_DAYS of a grant: on every member page, beside the top bar's secondary
 * badge. A grant cancelled at its period's end will not renew, so the notice says it ends rather
 * than "vence", and offers Reativar rather than Renovar.
 */
export function ExpiryNotice() {
  const state = usePlanState();
  if (state?.kind !== 'active' || !state.expiringSoon || state.daysLeft === null) return null;
  return (
    <OptionalChunk>
      <ExpiryBanner state={{ ...state, daysLeft: state.daysLeft }} />
    </OptionalChunk>
  );
}
