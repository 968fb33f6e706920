import type { Plan, SubscriptionStatus } from '../../../shared/constants';
import { endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { Db } from '../../platform/db/connection';
import type { Subscription } from '../../platform/db/schema/subscriptions';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { grantSnapshot } from './grant-snapshot';
import { decidingGrant, grantGivesAccess, lockMember, refreshMemberAccess } from './member-access';
import { writeGrant } from './write-grant';

// The admin dialog's changes (SPEC §5, issue 17 §4), the subscriptions feature's public door for
// them. Each runs in one transaction with its audit row and the member's refreshed access.

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

/** SPEC §4 Remover: deletes the grant giving access (the audit row keeps what it was). */
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
