import type { WayBack } from '../../../shared/checkout-links';
import type { Plan } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { PLAN_LABELS } from '../../../shared/plans';
import { addDays, dayInSaoPaulo } from '../../../shared/sao-paulo-day';
import { daysRemaining, daysText } from '../../../shared/subscription-rules';
import type { ExpiryNoticeKind } from '../../platform/db/schema/expiry-notices';
import { actionMail, greet } from '../../platform/mail/action-mail';

type ExpiryMail = {
  appName: string;
  to: string;
  name: string | null;
  plan: Plan;
  expiresAt: Date;
  /** When the mail is written: the days left are counted from it. */
  now: Date;
  /**
   * The button: Renovar (the plan's checkout carrying the member), or Reativar for a grant cancelled
   * at its period's end (wayBack).
   */
  wayBack: WayBack;
};

/** "hoje", "amanhã" or "em 5 dias", by the São Paulo calendar and the real end. */
function whenItEnds({ expiresAt, now }: Pick<ExpiryMail, 'expiresAt' | 'now'>) {
  const day = dayInSaoPaulo(expiresAt);
  if (day === dayInSaoPaulo(now)) return 'hoje';
  if (day === addDays(dayInSaoPaulo(now), 1)) return 'amanhã';
  return `em ${daysText(daysRemaining(expiresAt.toISOString(), now))}`;
}

const reminder = (o: ExpiryMail, advice: string) => {
  const when = whenItEnds(o);
  // A cancelled grant will not renew by itself: the member reactivates it.
  const next =
    o.wayBack.action === 'reactivate'
      ? 'A assinatura foi cancelada e não renova sozinha: reative para continuar com acesso.'
      : advice;
  return {
    subject: `Seu plano ${PLAN_LABELS[o.plan]} vence ${when}`,
    body: `Seu plano ${PLAN_LABELS[o.plan]} no ${o.appName} vence ${when}, em ${formatDate(o.expiresAt)}. ${next}`,
  };
};

const TEXTS: Record<ExpiryNoticeKind, (o: ExpiryMail) => { subject: string; body: string }> = {
  reminder_7d: (o) =>
    reminder(o, 'Renove antes para não perder o acesso às ferramentas, à biblioteca e ao suporte.'),
  reminder_1d: (o) => reminder(o, 'Renove para continuar com acesso sem interrupção.'),
  expired: (o) => ({
    subject: `Seu plano ${PLAN_LABELS[o.plan]} expirou`,
    body: `Seu plano ${PLAN_LABELS[o.plan]} no ${o.appName} expirou em ${formatDate(o.expiresAt)}. Renove para voltar a acessar as ferramentas, a biblioteca e o suporte.`,
  }),
};

/** Access follows the buyer's e-mail: a checkout is paid with this one. */
const SAME_EMAIL = 'Use este mesmo e-mail no pagamento: é por ele que o acesso é liberado.';

/**
 * The reminders before the end and the notice on expiry, in pt-BR, with the real dates and the
 * way back (Renovar, or Reativar for a cancelled grant).
 */
export function expiryMail(kind: ExpiryNoticeKind, o: ExpiryMail) {
  const { subject, body } = TEXTS[kind](o);
  const reactivate = o.wayBack.action === 'reactivate';
  return actionMail({
    to: o.to,
    subject,
    greeting: greet(o.name),
    body: o.wayBack.via === 'checkout' ? `${body} ${SAME_EMAIL}` : body,
    action: reactivate ? 'Reativar minha assinatura' : 'Renovar meu plano',
    url: o.wayBack.href,
    footer: reactivate ? 'Se você já reativou, ignore este email.' : 'Se você já renovou, ignore este email.',
  });
}
