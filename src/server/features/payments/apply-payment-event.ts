import type { Plan } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { PLATFORM_LABELS, type WebhookOutcome } from '../../../shared/payments';
import { PLAN_LABELS } from '../../../shared/plans';
import type { Db } from '../../platform/db/connection';
import type { Mail } from '../../platform/mail/mail';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { createSetPasswordLink } from '../auth/set-password-link';
import { cancelSubscription, grantSubscription } from '../subscriptions/change-subscription';
import { getActiveSubscription } from '../subscriptions/current-subscription';
import { claimTransaction } from './data/claim-transaction';
import { findMember } from './data/find-member';
import { findOrCreateBuyer } from './data/find-or-create-buyer';
import { findProductPlan } from './data/find-product-plan';
import { revokeTransaction } from './data/revoke-transaction';
import { setTransactionMember } from './data/set-transaction-member';
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

/** The amount paid as a price the subscriptions table holds (reais, two decimals). */
const priceOf = (amount: number | null) =>
  amount !== null && Number.isFinite(amount) && amount >= 0 && amount < 1e7
    ? Math.round(amount * 100) / 100
    : 0;

/**
 * Issue 12 §1–5: what one authenticated delivery does to access. Idempotent per payment
 * (payment_transactions): an approval and its later "complete" grant once; a refund that arrives
 * before its approval is recorded, so the approval then grants nothing.
 */
export async function applyPaymentEvent(ctx: ApplyContext, event: PaymentEvent): Promise<ApplyResult> {
  if (event.action === 'record') {
    return result('ignored', `Evento ${event.eventType} registrado: o acesso não muda.`);
  }
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
  if (event.action === 'grant') return grant(ctx, event, mapping.plan);
  if (event.action === 'revoke') return revoke(ctx, event);
  return endRenewal(ctx, event);
}

async function grant(ctx: ApplyContext, event: PaymentEvent, plan: Plan): Promise<ApplyResult> {
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

  const buyer = event.buyer ?? { email: '', name: null }; // present: missingFor() checked it
  const { member, created } = await findOrCreateBuyer({ db, buyer, now });
  const actor = actorOf(event);
  if (created)
    await recordAudit({
      db,
      actor,
      action: 'user.created',
      target: member,
      after: { email: member.email, fullName: member.full_name, role: 'user' },
    });
  await setTransactionMember({ db, ...key, userId: member.id });
  const saved = await grantSubscription({
    db,
    actor,
    userId: member.id,
    plan,
    price: priceOf(event.amount),
    periodEnd: event.accessUntil ?? undefined,
    now,
  });
  const url = created
    ? await createSetPasswordLink({ db, userId: member.id, appUrl, now })
    : `${appUrl}/dashboard`;
  const mail = created ? welcomeBuyerMail : paymentConfirmedMail;
  // Issue 7 §2.7: a name is only said back to an address proven to be its owner's.
  const name = member.email_verified ? member.full_name : null;
  await ctx.mail.enqueue(mail({ appName, to: member.email, name, plan, expiresAt: saved.expires_at, url }), {
    db,
  });
  const what = `plano ${PLAN_LABELS[plan]} ativo até ${formatDate(saved.expires_at)}`;
  return result('applied', created ? `Conta criada, ${what}.` : `Pagamento aplicado: ${what}.`, member.id);
}

async function revoke(ctx: ApplyContext, event: PaymentEvent): Promise<ApplyResult> {
  const { db, now } = ctx;
  const key = { platform: event.platform, transactionId: event.transactionId ?? '' };
  const prior = await claimTransaction({ db, ...key, state: 'revoked', now });
  if (!prior)
    return result(
      'applied',
      'Reembolso ou contestação recebido antes da aprovação: registrado, e a aprovação não dará acesso.',
    );
  const revoked = prior.state === 'granted' ? await revokeTransaction({ db, ...key, now }) : undefined;
  if (!revoked) return result('duplicate', 'Transação já revogada: o acesso não muda.', prior.user_id);
  if (!revoked.user_id) return result('applied', 'Transação revogada; nenhum membro associado a ela.');
  const cancelled = await cancelSubscription({ db, actor: actorOf(event), userId: revoked.user_id, now });
  return result(
    'applied',
    cancelled
      ? `Acesso cancelado na hora (${event.eventType}).`
      : 'Transação revogada; o membro já não tinha assinatura ativa.',
    revoked.user_id,
  );
}

async function endRenewal(ctx: ApplyContext, event: PaymentEvent): Promise<ApplyResult> {
  const { db, now } = ctx;
  const member = event.buyer && (await findMember({ db, email: event.buyer.email }));
  if (!member) return result('ignored', 'Nenhum membro com este email: nada a cancelar.');
  const current = await getActiveSubscription({ db, userId: member.id, now });
  if (!current) return result('ignored', 'O membro não tem assinatura ativa: nada a cancelar.', member.id);
  // The paid date as the platform states it, never later than what was granted.
  const until =
    event.accessUntil && event.accessUntil < current.expires_at ? event.accessUntil : current.expires_at;
  await cancelSubscription({ db, actor: actorOf(event), userId: member.id, accessUntil: until, now });
  return result('applied', `Renovação cancelada: acesso mantido até ${formatDate(until)}.`, member.id);
}
