// The assistant's fixed answers (pt-BR). **Bold** marks a pointer the chat shows as clickable text.
export type ReplyContext = { appName: string; supportPhone: string; browserVersion: string };

/** Fills an article's {app}, {telefone} and {versao} from the operator's configuration. */
export const fillPlaceholders = (text: string, ctx: ReplyContext) =>
  text
    .replaceAll('{app}', ctx.appName)
    .replaceAll('{telefone}', ctx.supportPhone)
    .replaceAll('{versao}', ctx.browserVersion);

export const REPLIES = {
  greeting:
    'Olá! Como posso ajudar? Conte o que está acontecendo, por exemplo: **Conta desconectada**, **Sem créditos**, **Código de verificação** ou **Instalação**.',
  thanks: 'Por nada! Se precisar de mais alguma coisa, é só escrever aqui.',
  /** A signed-in member: the ticket is already open. */
  unknownMember:
    'Não sei responder isso com segurança e prefiro não arriscar. Abri um chamado com esta conversa: a resposta da nossa equipe chega por email e fica em "Meus chamados", aqui em Suporte. Se quiser, descreva mais detalhes aqui.',
  unknownVisitor: (ctx: ReplyContext) =>
    `Não sei responder isso com segurança. Para falar com uma pessoa da nossa equipe, chame no WhatsApp **${ctx.supportPhone}**. Se já é assinante, entre na sua conta e use o chat em **Suporte**.`,
  handoffMember:
    'Certo! Abri um chamado com esta conversa para a nossa equipe. Quando um atendente responder, você recebe um email e vê a resposta em "Meus chamados", aqui em Suporte. Enquanto isso, pode continuar escrevendo aqui: tudo fica no mesmo chamado.',
  /** The member already has SUPPORT_OPEN_TICKETS_PER_MEMBER open tickets. */
  ticketCapReached: (open: number) =>
    `Você já tem ${open} ${open === 1 ? 'chamado aberto' : 'chamados abertos'} com a nossa equipe, então não abri outro agora. Acompanhe as respostas e escreva por lá em "Meus chamados", aqui em Suporte; quando um deles for resolvido, você pode abrir um novo.`,
  handoffVisitor: (ctx: ReplyContext) =>
    `Para falar com uma pessoa da nossa equipe, chame no WhatsApp **${ctx.supportPhone}** (atendimento 24/7). Se já é assinante, entre na sua conta e use o chat em **Suporte**.`,
  /** The runner-up answer, offered after the likelier one. */
  seeAlso: (title: string) => `Se for sobre **${title}**, é só me dizer que eu explico.`,
};
