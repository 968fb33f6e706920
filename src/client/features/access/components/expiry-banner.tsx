import { CalendarClock } from 'lucide-react';
import { daysText, type PlanState } from '../../../../shared/subscription-rules';
import { WayBackLink } from './way-back';

type Expiring = Extract<PlanState, { kind: 'active' }> & { daysLeft: number };

/** The notice itself, loaded only when a grant is in its last days (see ExpiryNotice). */
export function ExpiryBanner({ state }: { state: Expiring }) {
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
