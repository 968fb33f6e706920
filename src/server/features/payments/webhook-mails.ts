import type { Plan } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { PLAN_LABELS } from '../../../shared/plans';
import { actionMail, greet } from '../../platform/mail/action-mail';
import { SET_PASSWORD_LINK_DAYS } from '../auth';

type PaymentMail = {
  appName: string;
  to: string;
  name: string | null;
  plan: Plan;
  /** null: no end (lifetime). */
  expiresAt: Date | null;
  url: string;
};

/** "com acesso até 24/12/2026" or, for a grant without an end, "com acesso vitalício". */
const accessPhrase = (expiresAt: Date | null) =>
  expiresAt ? `com acesso até ${formatDate(expiresAt)}` : 'com acesso vitalício';

/**
 * A buyer without an account gets one, and this link to choose a password; so does a buyer whose
 * account nobody confirmed (data/buyers.ts).
 */
export const welcomeBuyerMail = (o: PaymentMail) =>
  actionMail({
    to: o.to,
    subject: `Bem-vindo ao ${o.appName}: crie sua senha`,
    greeting: greet(o.name),
    body: `Seu pagamento do plano ${PLAN_LABELS[o.plan]} foi confirmado e sua conta no ${o.appName} está pronta, ${accessPhrase(o.expiresAt)}. Crie sua senha pelo link abaixo para entrar. O link vale por ${SET_PASSWORD_LINK_DAYS} dias; depois dele, use "Esqueci minha senha" na página de login.`,
    action: 'Criar minha senha',
    url: o.url,
    footer: 'Se você não fez esta compra, responda este email.',
  });

/** A member who already has an account. */
export const paymentConfirmedMail = (o: PaymentMail) =>
  actionMail({
    to: o.to,
    subject: `Pagamento confirmado no ${o.appName}`,
    greeting: greet(o.name),
    body: `Recebemos o pagamento do seu plano ${PLAN_LABELS[o.plan]}. Seu acesso está ativo, ${accessPhrase(o.expiresAt)}.`,
    action: 'Abrir meu painel',
    url: o.url,
    footer: 'Obrigado por assinar!',
  });
