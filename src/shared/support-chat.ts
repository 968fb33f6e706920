// The support chats' fixed texts and rules (docs/product.md#support-chats-and-tickets), shared
// by the member screens and the landing page's widget.

import { TEAM_BUTTON, TEAM_REQUEST } from './support-links';

// Without zod, so the landing page's widget can use them without its weight.
export const CHAT_MESSAGE_MAX = 2000;
/** How many of the latest messages a chat sends for context (the request's `messages`). */
const CHAT_CONTEXT_MESSAGES = 12;
const CONTEXT_CHARS = 1500;

type Message = { role: 'user' | 'assistant'; content: string };
/**
 * The context a chat sends with a question: its latest messages, long answers cut short, so a
 * long chat stays far below the API's 64 kB body limit.
 */
export const chatContext = <T extends Message>(messages: T[]): Message[] =>
  messages.slice(-CHAT_CONTEXT_MESSAGES).map(({ role, content }) => ({
    role,
    content: role === 'assistant' ? content.slice(0, CONTEXT_CHARS) : content,
  }));

/** The chat card's agent name: a random pick from 20. */
export const AGENT_NAMES = [
  'Ana',
  'Bruno',
  'Camila',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Lucas',
  'Mariana',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vitória',
] as const;

export const pickAgentName = (random = Math.random) =>
  AGENT_NAMES[Math.floor(random() * AGENT_NAMES.length)] ?? AGENT_NAMES[0];

export const CHAT_TEXTS = {
  placeholder: 'Digite sua mensagem...',
  online: 'Online',
  greeting: (agent: string) =>
    `Olá! Eu sou ${agent}, do suporte técnico. Como posso ajudar você hoje? Conte o que está acontecendo ou escolha um dos problemas acima.`,
  toolsGreeting: (agent: string) =>
    `Olá! Eu sou ${agent} e estou online para ajudar com as ferramentas. Qual ferramenta ou passo está dando trabalho?`,
  widgetGreeting: (agent: string) =>
    `Olá! Eu sou ${agent}. Tire suas dúvidas sobre planos, pagamento, garantia e como funciona o acesso.`,
  humanButton: TEAM_BUTTON,
  /** What the button sends: words the server reads as a request for a person. */
  humanRequest: TEAM_REQUEST,
  /** A message that could not be sent: a toast and an apology in the chat. */
  errorToast: 'Não foi possível enviar a mensagem. Tente novamente.',
  errorApology: 'Desculpe, ocorreu um erro ao processar sua mensagem. Tente novamente em alguns instantes.',
  boldToast: (text: string) => `Você clicou em: ${text}`,
} as const;

/** Chat heights: /suporte's is fixed; /suporte/ferramentas's grows with the chat. */
export const SUPPORT_CHAT_HEIGHT_PX = 700;
export const toolsChatHeightPx = (messages: number) => Math.min(300 + 80 * messages, SUPPORT_CHAT_HEIGHT_PX);

/** A new chat's id: "session_" (kept for the ids already stored), the time and a random part. */
export function createChatId(now = Date.now()) {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    (byte % 36).toString(36),
  ).join('');
  return `session_${now}_${random}`;
}

/** Preview cut-offs: 100 characters for previews, first 8 of a ticket id, last 8 of a chat id. */
const PREVIEW_LENGTH = 100;
export const previewOf = (text: string) =>
  text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}...` : text;
export const shortTicketId = (id: string) => id.slice(0, 8);
export const shortChatId = (id: string) => id.slice(-8);

type TextSegment = { text: string; bold: boolean };

/**
 * Splits a reply on **bold** markers: the chat renders the parts as text nodes and bold pointers
 * as buttons, never as HTML (docs/product.md#security). An unpaired ** stays as written.
 */
export function parseBold(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pattern = /\*\*([^*\n]+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index), bold: false });
    segments.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false });
  return segments;
}

/** What an article's placeholders are filled with: the operator's configuration. */
export type ReplyContext = {
  appName: string;
  supportPhone: string;
  browserVersion: string;
  /** The limit of signed-in devices per member. */
  maxDevices: number;
};

/**
 * Fills an article's {app}, {telefone}, {versao} and {aparelhos} from the configuration: the chats
 * answer with it, and the admin's knowledge-base list shows articles as members read them.
 */
export const fillPlaceholders = (text: string, ctx: ReplyContext) =>
  text
    .replaceAll('{app}', ctx.appName)
    .replaceAll('{telefone}', ctx.supportPhone)
    .replaceAll('{versao}', ctx.browserVersion)
    .replaceAll('{aparelhos}', String(ctx.maxDevices));
