import { randomUUID } from 'node:crypto';
import type { Plan, SubscriptionStatus } from '../../../shared/constants';
import { addMonths, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { Db } from '../../platform/db/connection';
import type { Subscription } from '../../platform/db/schema/subscriptions';
import { inTransaction, lockedForUpdate } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { type CurrentSubscription, getActiveSubscription } from './current-subscription';

// The subscriptions feature's public door for changes: the admin dialog (save, remove) and the
// payment webhooks (grant, cancel) change a member's subscription only through these rules. Each
// runs in one transaction with its audit row, and locks the member's profile row so two changes to
// one member never interleave (PostgreSQL; SQLite runs one transaction at a time).

type SubscriptionChange = { db: Db; actor: AuditActor; userId: string; now?: Date };
type SubscriptionFields = { plan: Plan; status: SubscriptionStatus; price: number };

export const USER_NOT_FOUND = 'Usuário não encontrado.';
const NO_CURRENT_SUBSCRIPTION = 'Este usuário não tem assinatura ativa.';

/** Months a grant adds per plan; the lifetime plan is given a century. */
const PLAN_MONTHS: Record<Plan, number> = { mensal: 1, anual: 12, vitalicio: 1200 };

const snapshot = (row: Pick<Subscription, 'plan' | 'status' | 'price' | 'expires_at'>) => ({
  plan: row.plan,
  status: row.status,
  price: row.price,
  expiresAt: row.expires_at.toISOString(),
});

/** The member, locked for the rest of the transaction; 404 when there is no such member. */
async function lockMember(trx: Db, userId: string) {
  const member = await lockedForUpdate(
    trx,
    trx.selectFrom('profiles').select(['id', 'email']).where('id', '=', userId),
  ).executeTakeFirst();
  if (!member) throw new AppError(404, USER_NOT_FOUND, 'user_not_found');
  return member;
}

async function writeSubscription(
  trx: Db,
  userId: string,
  current: CurrentSubscription | undefined,
  fields: SubscriptionFields & { expires_at: Date },
  now: Date,
) {
  if (current) {
    return trx
      .updateTable('subscriptions')
      .set({ ...fields, updated_at: now })
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return trx
    .insertInto('subscriptions')
    .values({ id: randomUUID(), user_id: userId, ...fields, started_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * SPEC §4/§5 admin subscription dialog: updates the member's current subscription, or creates one
 * when they have none. The expiry is the end of `expiresOn` in America/Sao_Paulo.
 */
export function saveSubscription(
  change: SubscriptionChange & { fields: SubscriptionFields & { expiresOn: string } },
) {
  const { db, actor, userId, now = new Date() } = change;
  const { expiresOn, ...fields } = change.fields;
  return inTransaction(db, async (trx) => {
    const member = await lockMember(trx, userId);
    const current = await getActiveSubscription({ db: trx, userId, now });
    const saved = await writeSubscription(
      trx,
      userId,
      current,
      { ...fields, expires_at: endOfDayInSaoPaulo(expiresOn) },
      now,
    );
    await recordAudit({
      db: trx,
      actor,
      action: current ? 'subscription.updated' : 'subscription.created',
      target: member,
      before: current ? snapshot(current) : null,
      after: snapshot(saved),
    });
    return saved;
  });
}

/** SPEC §4 Remover: deletes the member's current subscription (the audit row keeps what it was). */
export function removeSubscription(change: SubscriptionChange) {
  const { db, actor, userId, now = new Date() } = change;
  return inTransaction(db, async (trx) => {
    const member = await lockMember(trx, userId);
    const current = await getActiveSubscription({ db: trx, userId, now });
    if (!current) throw new AppError(404, NO_CURRENT_SUBSCRIPTION, 'no_current_subscription');
    await trx.deleteFrom('subscriptions').where('id', '=', current.id).execute();
    await recordAudit({
      db: trx,
      actor,
      action: 'subscription.removed',
      target: member,
      before: snapshot(current),
    });
  });
}

/**
 * A paid period: extends the current subscription from its expiry (a renewal before expiry loses
 * no days), or starts one today. It ends at `periodEnd` when the payment platform states an end
 * beyond that start; otherwise (none stated, or a stale one) at the end of the São Paulo day the
 * plan's length later.
 */
export function grantSubscription(
  change: SubscriptionChange & { plan: Plan; price: number; periodEnd?: Date },
) {
  const { db, actor, userId, plan, price, periodEnd, now = new Date() } = change;
  return inTransaction(db, async (trx) => {
    const member = await lockMember(trx, userId);
    const current = await getActiveSubscription({ db: trx, userId, now });
    const from = current && current.expires_at > now ? current.expires_at : now;
    const expires_at =
      periodEnd && periodEnd > from
        ? periodEnd
        : endOfDayInSaoPaulo(addMonths(dayInSaoPaulo(from), PLAN_MONTHS[plan]));
    const saved = await writeSubscription(
      trx,
      userId,
      current,
      { plan, status: 'active', price, expires_at },
      now,
    );
    await recordAudit({
      db: trx,
      actor,
      action: 'subscription.granted',
      target: member,
      before: current ? snapshot(current) : null,
      after: snapshot(saved),
    });
    return saved;
  });
}

/**
 * Ends the current subscription: at once (status cancelled: a refund, a chargeback), or at
 * `accessUntil` (a cancelled renewal keeps the paid period; the row lapses by itself then).
 * Returns null when the member had no current subscription: nothing to cancel.
 */
export function cancelSubscription(change: SubscriptionChange & { accessUntil?: Date }) {
  const { db, actor, userId, accessUntil, now = new Date() } = change;
  return inTransaction(db, async (trx) => {
    const member = await lockMember(trx, userId);
    const current = await getActiveSubscription({ db: trx, userId, now });
    if (!current) return null;
    const saved = await trx
      .updateTable('subscriptions')
      .set(
        accessUntil ? { expires_at: accessUntil, updated_at: now } : { status: 'cancelled', updated_at: now },
      )
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit({
      db: trx,
      actor,
      action: 'subscription.cancelled',
      target: member,
      before: snapshot(current),
      after: snapshot(saved),
    });
    return saved;
  });
}
