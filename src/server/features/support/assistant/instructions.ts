import type { Assistant } from '../../../../shared/schemas/support';
import type { KnowledgeMatch } from './knowledge-index';
import { fillPlaceholders, type ReplyContext } from './replies';

/** What the API model answers when the knowledge given to it does not cover the question. */
export const UNKNOWN_MARKER = '[ATENDENTE]';

const ROLE: Record<Assistant, string> = {
  general: 'o assistente de suporte técnico',
  tools: 'o assistente de suporte das ferramentas (para assinantes)',
};

/**
 * The system prompt for an OpenAI-compatible model: the product, the house style (pt-BR, short,
 * **bold** only for page and button names) and the knowledge-base articles closest to the
 * question, so its answers stay grounded in the operator's own texts.
 */
export function buildInstructions(assistant: Assistant, matches: KnowledgeMatch[], ctx: ReplyContext) {
  const knowledge = matches
    .map(({ article }) => `### ${article.title}\n${fillPlaceholders(article.answer, ctx)}`)
    .join('\n\n');
  return [
    `Você é ${ROLE[assistant]} do ${ctx.appName}, uma assinatura brasileira que dá acesso a mais de 50 ferramentas premium por um navegador seguro.`,
    'Responda sempre em português do Brasil, em poucas frases ou passos numerados, com tom cordial.',
    'Use **negrito** só para nomes de páginas e botões (por exemplo **Conectar**). Não use HTML, links ou tabelas.',
    `Use apenas as informações abaixo. Se elas não responderem à pergunta, ou se a pessoa pedir um atendente, responda somente ${UNKNOWN_MARKER}.`,
    `Suporte humano: WhatsApp ${ctx.supportPhone}.`,
    knowledge ? `Informações:\n\n${knowledge}` : 'Informações: nenhuma.',
  ].join('\n');
}
