import type { Plan } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { PLAN_LABELS } from '../../../shared/plans';
import type { ExpiryNoticeKind } from '../../platform/db/schema/expiry-notices';
import { actionMail, greet } from '../../platform/mail/action-mail';

type ExpiryMail = {
  appName: string;
  to: string;
  name: string | null;
  plan: Plan;
  expiresAt: Date;
  /** The plan's checkout page: renewing is one click away. */
  renewUrl: string;
};

const TEXTS: Record<ExpiryNoticeKind, (o: ExpiryMail) => { subject: string; body: string }> = {
  reminder_7d: (o) => ({
    subject: `Seu plano ${PLAN_LABELS[o.plan]} vence em 7 dias`,
    body: `Seu plano ${PLAN_LABELS[o.plan]} no ${o.appName} vence em ${formatDate(o.expiresAt)}. Renove antes para não perder o acesso às ferramentas, à biblioteca e ao suporte.`,
  }),
  reminder_1d: (o) => ({
    subject: `Seu plano ${PLAN_LABELS[o.plan]} vence amanhã`,
    body: `Seu plano ${PLAN_LABELS[o.plan]} no ${o.appName} vence em ${formatDate(o.expiresAt)}. Renove hoje para continuar com acesso sem interrupção.`,
  }),
  expired: (o) => ({
    subject: `Seu plano ${PLAN_LABELS[o.plan]} expirou`,
    body: `Seu plano ${PLAN_LABELS[o.plan]} no ${o.appName} expirou em ${formatDate(o.expiresAt)}. Renove para voltar a acessar as ferramentas, a biblioteca e o suporte.`,
  }),
};

/** Issue 12 §6: the reminders 7 days and 1 day before expiry and the notice on expiry, in pt-BR. */
export function expiryMail(kind: ExpiryNoticeKind, o: ExpiryMail) {
  const { subject, body } = TEXTS[kind](o);
  return actionMail({
    to: o.to,
    subject,
    greeting: greet(o.name),
    body,
    action: 'Renovar meu plano',
    url: o.renewUrl,
    footer: 'Se você já renovou, ignore este email.',
  });
}
