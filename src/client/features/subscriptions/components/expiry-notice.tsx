import { CalendarClock } from 'lucide-react';
import { daysText } from '../../../../shared/subscription-rules';
import { usePlanState } from '../hooks/use-plan-state';
import { WayBackLink } from './way-back';

/**
 * The last EXPIRY_WARNING_DAYS of a grant: on every member page, beside the top bar's secondary
 * badge. A grant cancelled at its period's end will not renew, so the notice says it ends rather
 * than "vence", and offers Reativar rather than Renovar.
 */
export function ExpiryNotice() {
  const state = usePlanState();
  if (state?.kind !== 'active' || !state.expiringSoon || state.daysLeft === null) return null;
  const days = daysText(state.daysLeft);
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-500/40 bg-amber-500/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 font-medium">
        <CalendarClock className="size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
        {state.cancelled
          ? `Sua assinatura foi cancelada e termina em ${days}`
          : `Sua assinatura vence em ${days}`}
      </p>
      <WayBackLink subscription={state.subscription} />
    </div>
  );
}
