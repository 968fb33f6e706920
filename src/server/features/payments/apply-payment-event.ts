import type { Plan } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { TEST_EVENT_EMAIL, TEST_EVENT_PRODUCT } from '../../../shared/payment-events';
import { PLATFORM_LABELS, type WebhookOutcome } from '../../../shared/payments';
import { PLAN_LABELS } from '../../../shared/plans';
import type { Db } from '../../platform/db/connection';
import type { Mail } from '../../platform/mail/mail';
import { type AuditActor, recordAudit } from '../audit';
import { createSetPasswordLink } from '../auth';
import {
  cancelGrantRenewal,
  findGrant,
  findGrantByReference,
  grantGivesAccess,
  grantPaidPeriod,
  type PlanTerms,
  refundGrant,
} from '../subscriptions';
import { findOrCreateBuyer, lockBuyer } from './data/buyers';
import {
  claimTransaction,
  findTransactionGrant,
  revokeTransaction,
  setTransactionMember,
} from './data/payment-transactions';
import { findProductPlan } from './data/product-plans';
import { recordMoney, revokeKindOf } from './data/revenue-movements';
import type { PaymentEvent } from './payment-event';
import { paymentConfirmedMail, welcomeBuyerMail } from './webhook-mails';

/** Everything applying an event needs; `db` is the delivery's transaction. */
export type ApplyContext = { db: Db; mail: Mail; appUrl: string; appName: string; now: Date };
export type ApplyResult = { outcome: WebhookOutcome; detail: string; userId: string | null };

const actorOf = (event: PaymentEvent): AuditActor => ({
  id: null,
  label: `Webhook ${PLATFORM_LABELS[event.platform]}`,
});
const result = (outcome: WebhookOutcome, detail: string, userId: string | null = null): ApplyResult => ({
  outcome,
  detail,
  userId,
});

/** The amount paid as a price a grant holds (reais, two decimals); null: none stated (the plan's price). */
const priceOf = (amount: number | null) =>
  amount !== null && Number.isFinite(amount) && amount >= 0 && amount < 1e7
    ? Math.round(amount * 100) / 100
    : null;

export const TEST_EVENT_DETAIL =
  'Evento de teste: recebido, autenticado e processado; nenhum membro foi criado ou alterado.';
const isTestEvent = (event: PaymentEvent) =>
  event.productIds.includes(TEST_EVENT_PRODUCT) || event.buyer?.email === TEST_EVENT_EMAIL;

/** What an event names but cannot find changes nothing, and says so (no match by e-mail alone). */
const UNMATCHED = 'Sem assinatura correspondente';

/**
 * What one authenticated delivery does to access (docs/product.md#payments,
 * docs/decisions/016-access-as-grants.md). Each event touches only the grant it names: a payment
 * its subscription's (or adds one), a refund its transaction's, a cancellation its
 * subscription's. Idempotent per payment
 * (payment_transactions): an approval and its later "complete" grant once; a refund that arrives
 * before its approval is recorded, so the approval then grants nothing.
 */
export async function applyPaymentEvent(ctx: ApplyContext, event: PaymentEvent): Promise<ApplyResult> {
  // "Enviar evento de teste" came the whole way and stops here, touching no member.
  if (isTestEvent(event)) return result('ignored', TEST_EVENT_DETAIL);
  if (event.action === 'record') {
    return result('ignored', `Evento ${event.eventType} registrado: o acesso não muda.`);
  }
  if (event.action === 'revoke') return revoke(ctx, event);
  if (event.action === 'end-renewal') return endRenewal(ctx, event);
  const mapping = await findProductPlan({
    db: ctx.db,
    platform: event.platform,
    productIds: event.productIds,
  });
  if (!mapping) {
    return result(
      'ignored',
      `Produto ${event.productIds.join(' / ')} sem plano associado: associe-o em Produtos e planos e clique em Reprocessar.`,
    );
  }
  return grant(ctx, event, mapping.plan, mapping.terms ?? undefined);
}

/**
 * The member a payment is for: the owner of the grant it renews (locked, as grantPaidPeriod would
 * lock them), else the buyer by e-mail. Also the renewed grant as read (null: none), which
 * grantPaidPeriod then does not read again.
 */
async function payingMember(ctx: ApplyContext, event: PaymentEvent, reference: string) {
  const { db, now } = ctx;
  const renewed = await findGrantByReference({ db, source: event.platform, reference });
  if (renewed) {
    const owner = await lockBuyer({
      db,
      userId: renewed.user_id,
      name: event.buyer?.name ?? null,
      actor: actorOf(event),
      now,
    });
    return { ...owner, created: false, renewed, locked: true };
  }
  const buyer = event.buyer ?? { email: '', name: null }; // present: missingFor() checked it
  const found = await findOrCreateBuyer({ db, buyer, actor: actorOf(event), now });
  // A member this transaction created is seen by no other before commit: nothing to lock.
  return { ...found, renewed: null, locked: found.created };
}

async function grant(
  ctx: ApplyContext,
  event: PaymentEvent,
  plan: Plan,
  terms?: PlanTerms,
): Promise<ApplyResult> {
  const { db, now, appUrl, appName } = ctx;
  const key = { platform: event.platform, transactionId: event.transactionId ?? '' };
  const prior = await claimTransaction({ db, ...key, state: 'granted', now });
  if (prior?.state === 'granted')
    return result('duplicate', 'Transação já aplicada: o acesso não muda.', prior.user_id);
  if (prior?.state === 'revoked')
    return result(
      'ignored',
      'Esta compra já foi reembolsada ou contestada: acesso não concedido.',
      prior.user_id,
    );

  const reference = event.subscriptionRef ?? key.transactionId;
  const { member, created, fresh, renewed, locked } = await payingMember(ctx, event, reference);
  const actor = actorOf(event);
  if (created)
    await recordAudit({
      db,
      actor,
      action: 'user.created',
      target: member,
      after: { email: member.email, fullName: member.full_name, role: 'user' },
    });
  const paid = await grantPaidPeriod({
    db,
    actor,
    userId: member.id,
    plan,
    price: priceOf(event.amount),
    source: event.platform,
    reference,
    periodEnd: event.accessUntil,
    now,
    named: renewed,
    member: locked ? { id: member.id, email: member.email, created } : undefined,
    terms,
  });
  await setTransactionMember({ db, ...key, userId: member.id, grantId: paid.grant.id });
  // The payment's money, once (its first grant; a replay stopped above).
  await recordMoney(ctx, event, { kind: 'sale', plan, userId: member.id });
  const url =
    created || fresh
      ? await createSetPasswordLink({ db, userId: member.id, appUrl, now })
      : `${appUrl}/dashboard`;
  const mail = created || fresh ? welcomeBuyerMail : paymentConfirmedMail;
  // A name is only said back to an address proven to be its owner's: whoever typed the name may
  // not own the address (docs/product.md#security).
  const name = member.email_verified ? member.full_name : null;
  const expiresAt = paid.grant.expires_at;
  await ctx.mail.enqueue(mail({ appName, to: member.email, name, plan, expiresAt, url }), { db });
  const until = expiresAt ? ` ativo até ${formatDate(expiresAt)}` : ', sem data de fim';
  const what = `plano ${PLAN_LABELS[plan]}${until}`;
  if (created) return result('applied', `Conta criada, ${what}.`, member.id);
  return result(
    'applied',
    `${paid.renewed ? 'Renovação aplicada' : 'Pagamento aplicado'}: ${what}.`,
    member.id,
  );
}

async function revoke(ctx: ApplyContext, event: PaymentEvent): Promise<ApplyResult> {
  const { db, now } = ctx;
  const key = { platform: event.platform, transactionId: event.transactionId ?? '' };
  const prior = await claimTransaction({ db, ...key, state: 'revoked', now });
  if (!prior)
    return result(
      'ignored',
      `${UNMATCHED}: reembolso ou contestação recebido antes da aprovação. Registrado, e a aprovação não dará acesso.`,
    );
  const revoked = prior.state === 'granted' ? await revokeTransaction({ db, ...key, now }) : undefined;
  if (!revoked) return result('duplicate', 'Transação já revogada: o acesso não muda.', prior.user_id);
  const refunded = revoked.grant_id ? await findGrant({ db, grantId: revoked.grant_id }) : undefined;
  // The money went back, once (the payment left the granted state just now).
  await recordMoney(ctx, event, {
    kind: revokeKindOf(event.eventType),
    plan: refunded?.plan ?? null,
    userId: revoked.user_id,
  });
  if (!refunded)
    return result(
      'ignored',
      `${UNMATCHED}: transação revogada, nenhuma assinatura ligada a ela.`,
      revoked.user_id,
    );
  await refundGrant({ db, actor: actorOf(event), grant: refunded, now });
  return result(
    'applied',
    `Assinatura desta compra encerrada (${event.eventType}); as demais assinaturas do membro continuam.`,
    refunded.user_id,
  );
}

/** The grant a cancellation names: its subscription's, else the one its transaction opened. */
async function namedGrant(ctx: ApplyContext, event: PaymentEvent) {
  const { db } = ctx;
  if (event.subscriptionRef) {
    const named = await findGrantByReference({
      db,
      source: event.platform,
      reference: event.subscriptionRef,
    });
    if (named) return named;
  }
  if (!event.transactionId) return undefined;
  const grantId = await findTransactionGrant({
    db,
    platform: event.platform,
    transactionId: event.transactionId,
  });
  return grantId ? findGrant({ db, grantId }) : undefined;
}

async function endRenewal(ctx: ApplyContext, event: PaymentEvent): Promise<ApplyResult> {
  const { db, now } = ctx;
  const named = await namedGrant(ctx, event);
  if (!named) return result('ignored', `${UNMATCHED}: nada a cancelar.`);
  if (!grantGivesAccess(named, now))
    return result('ignored', 'A assinatura já não dá acesso: nada a cancelar.', named.user_id);
  // A lifetime grant has no renewal to stop and no paid end to keep (the admin's "Encerrar agora" ends it).
  if (named.expires_at === null)
    return result(
      'ignored',
      'Plano Vitalício não tem renovação: o acesso continua sem data de fim.',
      named.user_id,
    );
  const saved = await cancelGrantRenewal({
    db,
    actor: actorOf(event),
    grant: named,
    accessUntil: event.accessUntil,
    now,
  });
  const until = saved.expires_at ? `acesso mantido até ${formatDate(saved.expires_at)}` : 'acesso mantido';
  return result('applied', `Renovação cancelada: ${until}.`, named.user_id);
}
