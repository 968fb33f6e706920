import type { AuditAction } from '../../../shared/audit-actions';
import type { Plan } from '../../../shared/constants';
import { addMonths, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { Db } from '../../platform/db/connection';
import type { Subscription } from '../../platform/db/schema/subscriptions';
import { inTransaction } from '../../platform/db/transaction';
import type { AuditActor } from '../audit';
import { findGrant, type PlatformSource } from './data/grants';
import type { PlanTerms } from './data/plan-prices';
import { grantGivesAccess, lockMember } from './member-access';
import { writeGrant } from './write-grant';

// What payments do to access, the access module's public door for the payment webhooks:
// each touches only the grant its delivery names (docs/decisions/016-access-as-grants.md), and
// each payment is a period of that grant (docs/decisions/027-paid-periods.md).

type PaidChange = { db: Db; actor: AuditActor; now: Date };

/** What one payment bought of its grant: from, to (null: no end). */
export type PaidPeriod = { startsAt: Date; endsAt: Date | null };
/** A period as payment_transactions keeps it; startsAt null: kept before periods were. */
export type KeptPeriod = { startsAt: Date | null; endsAt: Date | null };

/** The end of the São Paulo day `months` after `from`; null (no end) for a plan without a length. */
const endAfter = (from: Date, months: number | null) =>
  months === null ? null : endOfDayInSaoPaulo(addMonths(dayInSaoPaulo(from), months));

/**
 * A paid period. The buyer's grant of this subscription (`renewing`, as the caller read it;
 * null: none) runs on from its end (a renewal before the end loses no days) or from now when it
 * no longer gives access (lapsed, refunded, ended); without one a grant is added. The end is the
 * platform's `periodEnd` when beyond that start, else the plan's length (`terms`); the lifetime
 * plan has none. Returns the grant, whether it was a renewal, and the period this payment bought.
 *
 * `member` was either created by the caller's transaction (no other transaction sees it before
 * commit: nothing to lock, and it has no other grant) or found, and is then locked here.
 */
export function grantPaidPeriod(
  change: PaidChange & {
    member: { id: string; email: string; created: boolean };
    renewing: Subscription | null;
    plan: Plan;
    terms: PlanTerms;
    /** What was paid; null: the plan's price. */
    price: number | null;
    source: PlatformSource;
    reference: string;
    /** The platform's product (a subscriber code is the platform's per product). */
    product: string | null;
    periodEnd: Date | null;
  },
) {
  const { db, actor, now, plan, terms, source, reference, product, periodEnd } = change;
  return inTransaction(db, async (trx) => {
    const member = change.member.created
      ? { id: change.member.id, email: change.member.email }
      : await lockMember(trx, change.member.id);
    // Read again under the member's lock: a renewal applied meanwhile is built upon, not lost.
    const existing = change.renewing && (await findGrant({ db: trx, grantId: change.renewing.id }));
    // Only a period that still gives access is run on from: a refunded or ended one was not paid for.
    const from = existing?.expires_at && grantGivesAccess(existing, now) ? existing.expires_at : now;
    const expires_at =
      terms.months === null ? null : periodEnd && periodEnd > from ? periodEnd : endAfter(from, terms.months);
    const fields = { plan, price: change.price ?? terms.price, status: 'active' as const, expires_at };
    const saved = existing
      ? await writeGrant(trx, {
          actor,
          member,
          action: 'subscription.renewed',
          now,
          grant: existing,
          set: { ...fields, product: existing.product ?? product },
        })
      : await writeGrant(trx, {
          actor,
          member,
          action: 'subscription.granted',
          now,
          add: { ...fields, source, reference, product },
          soleGrant: change.member.created,
        });
    const period: PaidPeriod = { startsAt: from, endsAt: expires_at };
    return { grant: saved, renewed: !!existing, period };
  });
}

/** Sets a grant's fields in one audited change, and refreshes its member's access. */
function changeGrant(
  change: PaidChange & { grant: Subscription },
  set: (grant: Subscription) => Partial<Pick<Subscription, 'status' | 'expires_at' | 'plan'>>,
  action: AuditAction,
) {
  const { db, actor, now } = change;
  return inTransaction(db, async (trx) => {
    const member = await lockMember(trx, change.grant.user_id);
    const grant = (await findGrant({ db: trx, grantId: change.grant.id })) ?? change.grant;
    return writeGrant(trx, { actor, member, action, now, grant, set: set(grant) });
  });
}

/** The latest of the ends; null (no end) when any has none. */
function latest(ends: (Date | null)[]): Date | null {
  let last = 0;
  for (const end of ends) {
    if (end === null) return null;
    last = Math.max(last, end.getTime());
  }
  return new Date(last);
}

/**
 * Where a grant stands once one of its periods is refunded (or charged back): access ends at the
 * end of the last period still paid, or at once when none is left. A period that ended before
 * another still paid takes nothing from it (a refund of recurrence 1 keeps what recurrence 2
 * bought). When any period is of unknown dates (kept before periods were), the refund cannot be
 * placed and the grant ends, as it did then.
 */
export function afterRefund(
  grant: Pick<Subscription, 'status' | 'expires_at'>,
  refunded: KeptPeriod,
  stillPaid: KeptPeriod[],
  now: Date,
): Pick<Subscription, 'status' | 'expires_at'> {
  const ended = { status: 'refunded' as const, expires_at: grant.expires_at };
  if (stillPaid.length === 0) return ended;
  if (refunded.startsAt === null || stillPaid.some((period) => period.startsAt === null)) return ended;
  const lastPaid = latest(stillPaid.map((period) => period.endsAt));
  const wasLast = lastPaid !== null && (refunded.endsAt === null || refunded.endsAt > lastPaid);
  const end =
    wasLast && (grant.expires_at === null || grant.expires_at > lastPaid) ? lastPaid : grant.expires_at;
  if (end !== null && end <= now) return { status: 'refunded', expires_at: end };
  return { status: grant.status, expires_at: end };
}

/** A refund or chargeback of one payment: its period is taken out of its grant (afterRefund). */
export const refundPeriod = (
  change: PaidChange & { grant: Subscription; refunded: KeptPeriod; stillPaid: KeptPeriod[] },
) =>
  changeGrant(
    change,
    (grant) => afterRefund(grant, change.refunded, change.stillPaid, change.now),
    change.stillPaid.length === 0 ? 'subscription.refunded' : 'subscription.period_refunded',
  );

/**
 * A cancelled renewal: the grant is not renewed and gives access to the end already paid. The
 * platform's date is not applied: it may lie in the past (Hotmart's own sample) or before what
 * the payments bought.
 */
export const cancelGrantRenewal = (change: PaidChange & { grant: Subscription }) =>
  changeGrant(change, () => ({ status: 'cancelled' }), 'subscription.cancelled');

/** A grant's status and end, as a dispute's suspension holds them to give back. */
export type HeldAccess = Pick<Subscription, 'status' | 'expires_at'>;

/**
 * Access suspended while a payment of the grant is disputed (the operator's DISPUTE_SUSPENDS_ACCESS):
 * the grant ends now, and what it was is returned for the caller to keep with the disputed
 * payment (resumeGrant gives it back). A grant that gives no access now is left as it is: null.
 */
export function suspendGrant(change: PaidChange & { grant: Subscription }) {
  const { db, actor, now } = change;
  return inTransaction(db, async (trx) => {
    const member = await lockMember(trx, change.grant.user_id);
    const grant = (await findGrant({ db: trx, grantId: change.grant.id })) ?? change.grant;
    if (!grantGivesAccess(grant, now)) return null;
    const held: HeldAccess = { status: grant.status, expires_at: grant.expires_at };
    await writeGrant(trx, {
      actor,
      member,
      action: 'subscription.suspended',
      now,
      grant,
      set: { status: 'ended', expires_at: now },
    });
    return held;
  });
}

/** The later of two ends, null (no end) winning. */
const laterEnd = (a: Date | null, b: Date | null) => (a === null || b === null ? null : a > b ? a : b);

/**
 * A suspended grant given back once its dispute is over: its status and end as they were, or, when
 * a payment renewed it meanwhile, its new status with the later of the two ends (nothing paid for
 * is lost either way). Before a refund of the disputed payment it restores what that refund then
 * takes its period from.
 */
export const resumeGrant = (change: PaidChange & { grant: Subscription; held: HeldAccess }) =>
  changeGrant(
    change,
    (grant) =>
      grant.status === 'ended'
        ? { status: change.held.status, expires_at: change.held.expires_at }
        : { expires_at: laterEnd(grant.expires_at, change.held.expires_at) },
    'subscription.resumed',
  );

/** The subscription goes on in another plan, from now: its end and price stay as paid. */
export const switchGrantPlan = (change: PaidChange & { grant: Subscription; plan: Plan }) =>
  changeGrant(change, () => ({ plan: change.plan }), 'subscription.plan_switched');

/** The next charge moved: the current period (the grant's end) ends on the new charge date. */
export const moveGrantEnd = (change: PaidChange & { grant: Subscription; until: Date }) =>
  changeGrant(change, () => ({ expires_at: change.until }), 'subscription.charge_date_moved');
