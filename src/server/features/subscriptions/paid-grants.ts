import type { Plan } from '../../../shared/constants';
import { addMonths, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { Db } from '../../platform/db/connection';
import type { Subscription } from '../../platform/db/schema/subscriptions';
import { inTransaction } from '../../platform/db/transaction';
import type { AuditActor } from '../audit';
import { findGrant, findGrantByReference, type PlatformSource } from './data/grants';
import { type PlanTerms, planTerms } from './data/plan-prices';
import { grantGivesAccess, lockMember } from './member-access';
import { writeGrant } from './write-grant';

// What payments do to access, the subscriptions feature's public door for the payment webhooks:
// each touches only the grant its delivery names, by the platform's reference
// (docs/decisions/016-access-as-grants.md).

type PaidChange = { db: Db; actor: AuditActor; now: Date };

/** The end of the São Paulo day `months` after `from`; null (no end) for a plan without a length. */
const endAfter = (from: Date, months: number | null) =>
  months === null ? null : endOfDayInSaoPaulo(addMonths(dayInSaoPaulo(from), months));

/**
 * A paid period. The grant of `reference` is renewed: it runs on from its end (a renewal before
 * the end loses no days) or from now when it no longer gives access (lapsed, refunded, ended).
 * Otherwise a grant is added for `userId`. The end is the platform's `periodEnd` when beyond
 * that start, else the plan's length from plan_prices; the lifetime plan has none. Returns the
 * grant and whether it was a renewal.
 *
 * A caller that already read in this transaction what the first steps read passes it on, and
 * those statements are not sent again (each round trip of a payment's transaction counts in a
 * burst: docs/decisions/015-payment-webhooks-and-expiry-job.md): `named`, the grant of
 * `reference` (null: none), and `member`, the member locked for update by this transaction
 * (lockMember) or created by it (no other transaction sees the row before commit, so there is
 * nothing to lock). A member created here has no other grant. And `terms`, the plan's terms
 * (planTerms), read with the product's plan.
 */
export function grantPaidPeriod(
  change: PaidChange & {
    userId: string;
    plan: Plan;
    /** What was paid; null: the plan's price. */
    price: number | null;
    source: PlatformSource;
    reference: string;
    periodEnd: Date | null;
    named?: Subscription | null;
    member?: { id: string; email: string; created: boolean };
    terms?: PlanTerms;
  },
) {
  const { db, actor, now, plan, source, reference, periodEnd } = change;
  return inTransaction(db, async (trx) => {
    const named =
      change.named === undefined
        ? await findGrantByReference({ db: trx, source, reference })
        : (change.named ?? undefined);
    // The reference decides whose grant it is; the e-mail only finds a buyer for a new one.
    const userId = named?.user_id ?? change.userId;
    const held = change.member?.id === userId ? change.member : undefined;
    const member = held ? { id: held.id, email: held.email } : await lockMember(trx, userId);
    // Read again under the member's lock: a renewal applied meanwhile is built upon, not lost.
    const existing = named && (await findGrant({ db: trx, grantId: named.id }));
    const terms = change.terms ?? (await planTerms(trx, plan));
    // Only a period that still gives access is run on from: a refunded or ended one was not paid for.
    const from = existing?.expires_at && grantGivesAccess(existing, now) ? existing.expires_at : now;
    const expires_at =
      terms.months === null ? null : periodEnd && periodEnd > from ? periodEnd : endAfter(from, terms.months);
    const fields = { plan, price: change.price ?? terms.price, status: 'active' as const, expires_at };
    const action = existing ? 'subscription.renewed' : 'subscription.granted';
    const saved = existing
      ? await writeGrant(trx, { actor, member, action, now, grant: existing, set: fields })
      : await writeGrant(trx, {
          actor,
          member,
          action,
          now,
          add: { ...fields, source, reference },
          soleGrant: held?.created === true,
        });
    return { grant: saved, member, renewed: !!existing };
  });
}

/** Sets a grant's status and end in one audited change, and refreshes its member's access. */
function changeGrant(
  change: PaidChange & { grant: Subscription },
  set: (grant: Subscription) => Pick<Subscription, 'status' | 'expires_at'>,
  action: 'subscription.refunded' | 'subscription.cancelled',
) {
  const { db, actor, now } = change;
  return inTransaction(db, async (trx) => {
    const member = await lockMember(trx, change.grant.user_id);
    const grant = (await findGrant({ db: trx, grantId: change.grant.id })) ?? change.grant;
    return writeGrant(trx, { actor, member, action, now, grant, set: set(grant) });
  });
}

/** A refund or chargeback: that transaction's grant ends at once; the member's others stay. */
export const refundGrant = (change: PaidChange & { grant: Subscription }) =>
  changeGrant(
    change,
    (grant) => ({ status: 'refunded', expires_at: grant.expires_at }),
    'subscription.refunded',
  );

/**
 * A cancelled renewal: the grant is not renewed and gives access to its paid end (the
 * platform's date when earlier than what was granted).
 */
export function cancelGrantRenewal(change: PaidChange & { grant: Subscription; accessUntil: Date | null }) {
  const { accessUntil } = change;
  const until = (end: Date | null) =>
    accessUntil && (end === null || accessUntil < end) ? accessUntil : end;
  return changeGrant(
    change,
    (grant) => ({ status: 'cancelled', expires_at: until(grant.expires_at) }),
    'subscription.cancelled',
  );
}
