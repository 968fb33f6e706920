import { lazy, Suspense } from 'react';
import { usePlanState } from '../hooks/use-plan-state';

// Most members are not in their last days: the banner and its checkout links load only for those
// who are, so every member page's first load stays small.
const ExpiryBanner = lazy(() =>
  import('./expiry-banner').then(({ ExpiryBanner }) => ({ default: ExpiryBanner })),
);

/**
 * The last EXPIRY_WARNING_DAYS of a grant: on every member page, beside the top bar's secondary
 * badge. A grant cancelled at its period's end will not renew, so the notice says it ends rather
 * than "vence", and offers Reativar rather than Renovar.
 */
export function ExpiryNotice() {
  const state = usePlanState();
  if (state?.kind !== 'active' || !state.expiringSoon || state.daysLeft === null) return null;
  return (
    <Suspense fallback={null}>
      <ExpiryBanner state={{ ...state, daysLeft: state.daysLeft }} />
    </Suspense>
  );
}
