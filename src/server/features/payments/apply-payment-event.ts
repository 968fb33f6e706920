import type { Plan } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { TEST_EVENT_EMAIL, TEST_EVENT_PRODUCT } from '../../../shared/payment-events';
import { PLATFORM_LABELS, type WebhookOutcome } from '../../../shared/payments';
import { PLAN_LABELS } from '../../../shared/plans';
import type { Db } from '../../platform/db/connection';
import type { Mail } from '../../platform/mail/mail';
import {
  cancelGrantRenewal,
  findGrant,
  findMemberSubscriptionGrant,
  findSubscriptionGrant,
  grantGivesAccess,
  grantPaidPeriod,
  moveGrantEnd,
  type PlanTerms,
  planTerms,
  refundPeriod,
  resumeGrant,
  suspendGrant,
  switchGrantPlan,
} from '../access';
import { type AuditActor, recordAudit } from '../audit';
import { createSetPasswordLink } from '../auth';
import { findMemberRef, findOrCreateBuyer } from './data/buyers';
import {
  claimTransaction,
  findTransactionGrant,
  heldAccessOf,
  holdSuspendedAccess,
  moveLatestPeriodEnd,
  recordPeriod,
  revokeTransaction,
  setDisputed,
  stillPaidPeriods,
} from './data/payment-transactions';
import { findProductPlan } from './data/product-plans';
import { recordMoney, revokeKindOf } from './data/revenue-movements';
import type { PaymentEvent } from './payment-event';
import { paymentConfirmedMail, welcomeBuyerMail } from './webhook-mails';

/** Everything applying an event needs; `db` is the delivery's transaction. */
export type ApplyContext = {
  db: Db;
  mail: Mail;
  appUrl: string;
  appName: string;
  now: Date;
  /** DISPUTE_SUSPENDS_ACCESS: a dispute suspends its grant until it is settled (off: access goes on). */
  disputeSuspendsAccess: boolean;
};
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

/** The payment an event names, as payment_transactions keys it. */
const transactionKey = (event: PaymentEvent) => ({
  platform: event.platform,
  transactionId: event.transactionId ?? '',
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
 * docs/decisions/016-access-as-grants.md, docs/decisions/027-paid-periods.md). Each event touches
 * only the grant it names, and each payment is a period of that grant: a payment adds its period
 * (renewing the buyer's grant of its subscription, or adding one), a refund takes back its own
 * period, a dispute marks it, a cancellation stops the renewals of its subscription. Idempotent
 * per payment (payment_transactions): an approval and its later "complete" grant once; a refund
 * that arrives before its approval is recorded, so the approval then grants nothing.
 */
export async function applyPaymentEvent(ctx: ApplyContext, event: PaymentEvent): Promise<ApplyResult> {
  // "Enviar evento de teste" came the whole way and stops here, touching no member.
  if (isTestEvent(event)) return result('ignored', TEST_EVENT_DETAIL);
  switch (event.action) {
    case 'record':
      return result('ignored', `Evento ${event.eventType} registrado: o acesso não muda.`);
    case 'revoke':
      return revoke(ctx, event);
    case 'dispute':
      return dispute(ctx, event);
    case 'end-renewal':
      return endRenewal(ctx, event);
    case 'move-charge-date':
      return moveChargeDate(ctx, event);
    case 'switch-plan':
    case 'grant': {
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
      if (event.action === 'switch-plan') return switchPlan(ctx, event, mapping.plan);
      return grant(ctx, event, mapping.plan, mapping.terms ?? (await planTerms(ctx.db, mapping.plan)));
    }
  }
}

/** The platform's product the event is about (the last of productIds: the product without its offer). */
const productOf = (event: PaymentEvent) => event.productIds.at(-1) ?? null;

async function grant(
  ctx: ApplyContext,
  event: PaymentEvent,
  plan: Plan,
  terms: PlanTerms,
): Promise<ApplyResult> {
  const { db, now, appUrl, appName } = ctx;
  const key = transactionKey(event);
  const prior = await claimTransaction({ db, ...key, state: 'granted', now });
  if (prior?.state === 'granted') {
    // A payment confirmed again after its dispute: the platform decided for the seller.
    const settled = prior.disputed_at && (await setDisputed({ db, ...key, disputed: false, now }));
    if (settled) {
      await auditPeriod(ctx, event, prior, 'subscription.dispute_settled');
      const resumed = await giveBackSuspended(ctx, event, settled);
      return result(
        'applied',
        resumed
          ? 'Disputa encerrada: o pagamento foi mantido e o acesso suspenso voltou.'
          : 'Disputa encerrada: o pagamento foi mantido e o acesso continua.',
        prior.user_id,
      );
    }
    return result('duplicate', 'Transação já aplicada: o acesso não muda.', prior.user_id);
  }
  if (prior?.state === 'revoked')
    return result(
      'ignored',
      'Esta compra já foi reembolsada ou contestada: acesso não concedido.',
      prior.user_id,
    );

  // The renewal is the buyer's: their grant of this subscription, within its product.
  const buyer = event.buyer ?? { email: '', name: null }; // present: missingFor() checked it
  const { member, created, fresh } = await findOrCreateBuyer({ db, buyer, actor: actorOf(event), now });
  const reference = event.subscriptionRef ?? key.transactionId;
  const product = productOf(event);
  const renewing = created
    ? null
    : ((await findMemberSubscriptionGrant({
        db,
        source: event.platform,
        reference,
        product,
        userId: member.id,
      })) ?? null);
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
    now,
    member: { id: member.id, email: member.email, created },
    renewing,
    plan,
    terms,
    price: priceOf(event.amount),
    source: event.platform,
    reference,
    product,
    periodEnd: event.accessUntil,
  });
  await recordPeriod({
    db,
    ...key,
    userId: member.id,
    grantId: paid.grant.id,
    plan,
    amount: Number(paid.grant.price),
    recurrence: event.recurrence,
    period: paid.period,
    now,
  });
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

/** A payment's own audit line (a dispute, its end): on its member, naming the transaction. */
async function auditPeriod(
  ctx: ApplyContext,
  event: PaymentEvent,
  payment: { user_id: string | null; grant_id: string | null },
  action: 'subscription.disputed' | 'subscription.dispute_settled',
) {
  if (!payment.user_id) return;
  const target = await findMemberRef({ db: ctx.db, userId: payment.user_id });
  if (!target) return;
  await recordAudit({
    db: ctx.db,
    actor: actorOf(event),
    action,
    target,
    after: { transaction: event.transactionId, platform: event.platform },
  });
}

async function revoke(ctx: ApplyContext, event: PaymentEvent): Promise<ApplyResult> {
  const { db, now } = ctx;
  const key = transactionKey(event);
  const prior = await claimTransaction({ db, ...key, state: 'revoked', now });
  if (!prior)
    return result(
      'ignored',
      `${UNMATCHED}: reembolso ou contestação recebido antes da aprovação. Registrado, e a aprovação não dará acesso.`,
    );
  const revoked = prior.state === 'granted' ? await revokeTransaction({ db, ...key, now }) : undefined;
  if (!revoked) return result('duplicate', 'Transação já revogada: o acesso não muda.', prior.user_id);
  // A grant its dispute suspended is given back first: the refund then takes only its own period.
  const refunded =
    (await giveBackSuspended(ctx, event, revoked)) ??
    (revoked.grant_id ? await findGrant({ db, grantId: revoked.grant_id }) : undefined);
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
  const stillPaid = await stillPaidPeriods({ db, grantId: refunded.id });
  const saved = await refundPeriod({
    db,
    actor: actorOf(event),
    grant: refunded,
    refunded: { startsAt: revoked.starts_at, endsAt: revoked.ends_at },
    stillPaid,
    now,
  });
  if (saved.status === 'refunded')
    return result(
      'applied',
      `Assinatura desta compra encerrada (${event.eventType}); as demais assinaturas do membro continuam.`,
      refunded.user_id,
    );
  const until = saved.expires_at ? `até ${formatDate(saved.expires_at)}` : 'sem data de fim';
  return result(
    'applied',
    `Período desta compra retirado (${event.eventType}); os pagamentos restantes dão acesso ${until}.`,
    refunded.user_id,
  );
}

/** The buyer asked the platform for the money back: the period reads Em disputa, access goes on. */
async function dispute(ctx: ApplyContext, event: PaymentEvent): Promise<ApplyResult> {
  const { db, now } = ctx;
  const key = transactionKey(event);
  const disputed = await setDisputed({ db, ...key, disputed: true, now });
  if (!disputed) {
    const known = await findTransactionGrant({ db, ...key });
    return known
      ? result('duplicate', 'Pagamento já em disputa ou revogado: o acesso não muda.')
      : result('ignored', `${UNMATCHED}: disputa recebida antes da aprovação. Nada a marcar.`);
  }
  await auditPeriod(ctx, event, disputed, 'subscription.disputed');
  const suspended = ctx.disputeSuspendsAccess && (await suspendDuringDispute(ctx, event, disputed.grant_id));
  return result(
    'applied',
    suspended
      ? 'Pagamento em disputa: acesso suspenso até a decisão da plataforma (DISPUTE_SUSPENDS_ACCESS); volta se o pagamento for mantido.'
      : 'Pagamento em disputa: o acesso continua até a decisão da plataforma (um reembolso ou estorno o encerra).',
    disputed.user_id,
  );
}

/** The operator's choice: the disputed payment's grant ends until the dispute is decided. */
async function suspendDuringDispute(ctx: ApplyContext, event: PaymentEvent, grantId: string | null) {
  const { db, now } = ctx;
  const grant = grantId ? await findGrant({ db, grantId }) : undefined;
  if (!grant) return false;
  const held = await suspendGrant({ db, actor: actorOf(event), now, grant });
  if (!held) return false;
  await holdSuspendedAccess({ db, ...transactionKey(event), held });
  return true;
}

/** A grant this payment's dispute suspended, given back (the dispute is over); undefined: none held. */
async function giveBackSuspended(
  ctx: ApplyContext,
  event: PaymentEvent,
  payment: Parameters<typeof heldAccessOf>[0] & { grant_id: string | null },
) {
  const { db, now } = ctx;
  const held = heldAccessOf(payment);
  const grant = held && payment.grant_id ? await findGrant({ db, grantId: payment.grant_id }) : undefined;
  if (!held || !grant) return undefined;
  await holdSuspendedAccess({ db, ...transactionKey(event), held: null });
  return resumeGrant({ db, actor: actorOf(event), now, grant, held });
}

/** The grant a subscription's event names: its subscription's, else the one its transaction opened. */
async function namedGrant(ctx: ApplyContext, event: PaymentEvent) {
  const { db } = ctx;
  if (event.subscriptionRef) {
    const named = await findSubscriptionGrant({
      db,
      source: event.platform,
      reference: event.subscriptionRef,
      product: productOf(event),
      email: event.buyer?.email ?? null,
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
  const saved = await cancelGrantRenewal({ db, actor: actorOf(event), grant: named, now });
  const until = saved.expires_at ? `acesso mantido até ${formatDate(saved.expires_at)}` : 'acesso mantido';
  return result('applied', `Renovação cancelada: ${until}.`, named.user_id);
}

async function switchPlan(ctx: ApplyContext, event: PaymentEvent, plan: Plan): Promise<ApplyResult> {
  const { db, now } = ctx;
  const named = await namedGrant(ctx, event);
  if (!named) return result('ignored', `${UNMATCHED}: nenhuma assinatura para trocar de plano.`);
  if (named.plan === plan)
    return result('duplicate', `A assinatura já está no plano ${PLAN_LABELS[plan]}.`, named.user_id);
  await switchGrantPlan({ db, actor: actorOf(event), grant: named, plan, now });
  return result(
    'applied',
    `Plano trocado para ${PLAN_LABELS[plan]}: vale a partir da próxima cobrança; o período pago continua.`,
    named.user_id,
  );
}

async function moveChargeDate(ctx: ApplyContext, event: PaymentEvent): Promise<ApplyResult> {
  const { db, now } = ctx;
  const until = event.accessUntil;
  const named = await namedGrant(ctx, event);
  if (!named || !until) return result('ignored', `${UNMATCHED}: nenhuma data a mudar.`);
  if (!grantGivesAccess(named, now) || named.expires_at === null)
    return result('ignored', 'A assinatura não tem cobrança a mudar: o acesso não muda.', named.user_id);
  // A date already past is never applied literally: access would end before the platform charges.
  if (until <= now)
    return result(
      'ignored',
      `Nova data de cobrança (${formatDate(until)}) já passou: o acesso não muda.`,
      named.user_id,
    );
  await moveGrantEnd({ db, actor: actorOf(event), grant: named, until, now });
  await moveLatestPeriodEnd({ db, grantId: named.id, until });
  return result('applied', `Próxima cobrança em ${formatDate(until)}: acesso até essa data.`, named.user_id);
}
