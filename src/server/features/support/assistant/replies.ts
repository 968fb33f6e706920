import type { ReplyContext } from '../../../../shared/support-chat';
import { TEAM_BUTTON } from '../../../../shared/support-links';

// The assistant's fixed answers (pt-BR). **Bold** marks a pointer the chat shows as clickable text.

/** The reply context from the configuration. */
export const replyContextOf = (env: {
  APP_NAME: string;
  SUPPORT_PHONE: string;
  BROWSER_VERSION: string;
  MAX_SESSIONS_PER_MEMBER: number;
}): ReplyContext => ({
  appName: env.APP_NAME,
  supportPhone: env.SUPPORT_PHONE,
  browserVersion: env.BROWSER_VERSION,
  maxDevices: env.MAX_SESSIONS_PER_MEMBER,
});

const UNSURE = 'Não sei se entendi bem';

export const REPLIES = {
  greeting:
    'Olá! Como posso ajudar? Conte o que está acontecendo, por exemplo: **Conta desconectada**, **Sem créditos**, **Código de verificação** ou **Instalação**.',
  /** Nothing close: what was understood, and choices (buttons) before any ticket. */
  unsurePrefix: UNSURE,
  unsure: (understood: string[]) =>
    `${UNSURE}${
      understood.length > 0 ? `: entendi que fala de ${listOf(understood.slice(0, 3))}` : ''
    }. É sobre um destes assuntos? Escolha abaixo ou escreva com outras palavras. Se preferir, clique em **${TEAM_BUTTON}**.`,
  /** Offered when no topic is even near: the commonest problems. */
  defaultTopics: ['Código de verificação', 'Conta desconectada'],
  thanks: 'Por nada! Se precisar de mais alguma coisa, é só escrever aqui.',
  /** A signed-in member: the ticket is already open. */
  unknownMember:
    'Não sei responder isso com segurança e prefiro não arriscar. Abri um chamado com esta conversa: a resposta da nossa equipe chega por e-mail e fica em **Meus chamados**, aqui em **Suporte**. Se quiser, descreva mais detalhes aqui.',
  unknownVisitor: (ctx: ReplyContext) =>
    `Não sei responder isso com segurança. Para falar com uma pessoa da nossa equipe, chame no WhatsApp **${ctx.supportPhone}**. Se já é assinante, entre na sua conta e use o chat em **Suporte**.`,
  handoffMember:
    'Certo! Abri um chamado com esta conversa para a nossa equipe. Quando a equipe responder, você recebe um e-mail e vê a resposta em **Meus chamados**, aqui em **Suporte**. Enquanto isso, pode continuar escrevendo aqui: tudo fica no mesmo chamado.',
  /** The member already has SUPPORT_OPEN_TICKETS_PER_MEMBER open tickets. */
  ticketCapReached: (open: number, ctx: ReplyContext) =>
    `Você já tem ${open} ${open === 1 ? 'chamado aberto' : 'chamados abertos'} com a nossa equipe, então juntei esta conversa ao mais recente: a equipe vê tudo por lá. Acompanhe e responda em **Meus chamados**, aqui em **Suporte**. Se for urgente, chame no WhatsApp **${ctx.supportPhone}**.`,
  handoffVisitor: (ctx: ReplyContext) =>
    `Para falar com uma pessoa da nossa equipe, chame no WhatsApp **${ctx.supportPhone}** (atendimento 24/7). Se já é assinante, entre na sua conta e use o chat em **Suporte**.`,
  /** The runner-up answer, offered after the likelier one. */
  seeAlso: (title: string) => `Se for sobre **${title}**, é só me dizer que eu explico.`,
};

/** "a, b e c". */
const listOf = (items: string[]) =>
  new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(
    items.map((item) => `"${item}"`),
  );
