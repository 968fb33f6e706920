import { DAY_MS, type Plan, type SubscriptionStatus } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { addDays, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { Db } from '../../platform/db/connection';
import type { Subscription } from '../../platform/db/schema/subscriptions';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { type AuditActor, recordAudit } from '../audit';
import { decidingGrant, grantGivesAccess, lockMember, refreshMemberAccess } from './member-access';
import { grantSnapshot, writeGrant } from './write-grant';

// The admin dialog's changes (docs/product.md#admin-console, docs/decisions/016-access-as-grants.md),
// the access module's public door for them. Each runs in one transaction with its audit
// row and the member's refreshed access.

type MemberChange = { db: Db; actor: AuditActor; userId: string; now?: Date };
export type SubscriptionFields = {
  plan: Plan;
  status: SubscriptionStatus;
  price: number;
  /** The São Paulo day access ends (saved as the end of that day); none for the lifetime plan. */
  expiresOn?: string | null;
};

export { USER_NOT_FOUND } from './member-access';

const NO_CURRENT_SUBSCRIPTION = 'Este usuário não tem assinatura ativa.';
const LIFETIME_HAS_NO_END = 'O plano Vitalício não tem fim de período: use Encerrar agora.';

/** The member, locked, and the grant giving them access now (the one the dialog edits), if any. */
async function memberAndCurrent(trx: Db, userId: string, now: Date) {
  const member = await lockMember(trx, userId);
  const deciding = await decidingGrant(trx, userId, now);
  return { member, current: grantGivesAccess(deciding, now) ? deciding : undefined };
}

function requireCurrent(current: Subscription | undefined) {
  if (!current) throw new AppError(404, NO_CURRENT_SUBSCRIPTION, 'no_current_subscription');
  return current;
}

/**
 * Salvar: edits the grant giving the member access, or adds a manual grant when none does (a
 * lapsed member's history stays). The lifetime plan has no end whatever the form held.
 */
export function saveSubscription(change: MemberChange & { fields: SubscriptionFields }) {
  const { db, actor, userId, now = new Date() } = change;
  const { expiresOn, ...fields } = change.fields;
  const expires_at = fields.plan === 'vitalicio' || !expiresOn ? null : endOfDayInSaoPaulo(expiresOn);
  return inTransaction(db, async (trx) => {
    const { member, current } = await memberAndCurrent(trx, userId, now);
    const action = current ? 'subscription.updated' : 'subscription.created';
    const set = { ...fields, expires_at };
    return current
      ? writeGrant(trx, { actor, member, action, now, grant: current, set })
      : writeGrant(trx, { actor, member, action, now, add: { ...set, source: 'manual' } });
  });
}

/** Sets the status of the grant giving access (with its audit action); 404 when none does. */
function setCurrentStatus(
  change: MemberChange,
  status: 'cancelled' | 'ended',
  action: 'subscription.cancelled' | 'subscription.ended',
) {
  const { db, actor, userId, now = new Date() } = change;
  return inTransaction(db, async (trx) => {
    const { member, current } = await memberAndCurrent(trx, userId, now);
    const grant = requireCurrent(current);
    if (status === 'cancelled' && grant.expires_at === null)
      throw new AppError(409, LIFETIME_HAS_NO_END, 'lifetime_has_no_end');
    return writeGrant(trx, { actor, member, action, now, grant, set: { status } });
  });
}

/** Cancelar ao fim do período: access lasts to the grant's end, and it is not renewed. */
export const cancelAtPeriodEnd = (change: MemberChange) =>
  setCurrentStatus(change, 'cancelled', 'subscription.cancelled');

/** Encerrar agora: access ends at once; the grant stays in the member's history. */
export const endNow = (change: MemberChange) => setCurrentStatus(change, 'ended', 'subscription.ended');

/** Remover: deletes the grant giving access (the audit row keeps what it was). */
export function removeSubscription(change: MemberChange) {
  const { db, actor, userId, now = new Date() } = change;
  return inTransaction(db, async (trx) => {
    const { member, current } = await memberAndCurrent(trx, userId, now);
    const grant = requireCurrent(current);
    await trx.deleteFrom('subscriptions').where('id', '=', grant.id).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'subscription.removed',
      target: member,
      before: grantSnapshot(grant),
    });
    await refreshMemberAccess(trx, userId, now);
  });
}

/** What "+N dias" did: ran the current grant on, added a grant, or nothing (a lifetime grant). */
export type ExtendOutcome = 'extended' | 'granted' | 'lifetime';

/**
 * "+N dias", the member page's and (per member) the segment bulk action's door
 * (docs/decisions/024-plus-n-days.md).
 * Decided as an operator compensating an outage would:
 * - a grant giving access now (active, or cancelled at its period's end) runs on N days from its
 *   own end, keeping its status, plan and source: a platform's next renewal runs on from the
 *   new end, so no day is lost (paid-grants.ts);
 * - a lifetime grant has no end: nothing changes and no audit row is written (outcome 'lifetime');
 * - no grant giving access (expired, ended, refunded, or never subscribed): a new manual grant
 *   from now to the end of the São Paulo day N days ahead, price 0 (a courtesy, not revenue), on
 *   the plan of the member's latest grant (Mensal when that was Vitalício or there is none). The
 *   lapsed grant stays as it was: a refunded or ended period is never revived.
 * One transaction with the member locked, through writeGrant (audit row with before and after).
 */
export function extendAccess(change: MemberChange & { days: number }) {
  const { db, actor, userId, days, now = new Date() } = change;
  return inTransaction(db, async (trx) => {
    const { member, current } = await memberAndCurrent(trx, userId, now);
    const action = 'subscription.extended';
    if (current?.expires_at === null)
      return { outcome: 'lifetime' as ExtendOutcome, grant: current, message: LIFETIME_NOT_EXTENDED };
    if (current?.expires_at) {
      const expires_at = new Date(current.expires_at.getTime() + days * DAY_MS);
      const grant = await writeGrant(trx, {
        actor,
        member,
        action,
        now,
        grant: current,
        set: { expires_at },
      });
      return {
        outcome: 'extended' as ExtendOutcome,
        grant,
        message: `${extendedBy(days)}: até ${formatDate(expires_at)}.`,
      };
    }
    const latest = await trx
      .selectFrom('subscriptions')
      .select('plan')
      .where('user_id', '=', userId)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const plan: Plan = latest && latest.plan !== 'vitalicio' ? latest.plan : 'mensal';
    const expires_at = endOfDayInSaoPaulo(addDays(dayInSaoPaulo(now), days));
    const add = { plan, status: 'active' as const, price: 0, expires_at, source: 'manual' as const };
    const grant = await writeGrant(trx, { actor, member, action, now, add });
    return {
      outcome: 'granted' as ExtendOutcome,
      grant,
      message: `Acesso concedido por ${dayCount(days)}: até ${formatDate(expires_at)}.`,
    };
  });
}

const LIFETIME_NOT_EXTENDED = 'O plano Vitalício não expira: nada a estender.';
const dayCount = (days: number) => (days === 1 ? '1 dia' : `${days} dias`);
const extendedBy = (days: number) => `Acesso estendido em ${dayCount(days)}`;
