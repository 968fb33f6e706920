import { shortTicketId } from '../../../shared/support-chat';
import { actionMail, greet } from '../../platform/mail/action-mail';

type TicketReplyMail = {
  appName: string;
  appUrl: string;
  to: string;
  name: string | null;
  ticketId: string;
  reply: string;
};

/** Issue 18 §4: the team answered the member's ticket; the reply is read and answered on /suporte. */
export const ticketReplyMail = (o: TicketReplyMail) =>
  actionMail({
    to: o.to,
    subject: `Resposta ao seu chamado #${shortTicketId(o.ticketId)}`,
    greeting: greet(o.name),
    body: `A equipe do ${o.appName} respondeu ao seu chamado #${shortTicketId(o.ticketId)}:\n\n${o.reply}\n\nPara responder, abra "Meus chamados" na página de Suporte.`,
    action: 'Ver meus chamados',
    url: `${o.appUrl}/suporte?chamado=${o.ticketId}`,
    footer: 'Se o seu problema já foi resolvido, não precisa fazer nada.',
  });
