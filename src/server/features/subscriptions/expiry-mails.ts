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
  /** The plan's checkout page: renewing is one click away. */
  renewUrl: string;
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
  return {
    subject: `Seu plano ${PLAN_LABELS[o.plan]} vence ${when}`,
    body: `Seu plano ${PLAN_LABELS[o.plan]} no ${o.appName} vence ${when}, em ${formatDate(o.expiresAt)}. ${advice}`,
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

/** The reminders before the end and the notice on expiry, in pt-BR, with the real dates. */
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
