import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../support-chat';
import type { ProviderHealthView, ReplySource } from './assistant-health';
import { pageField, textField } from './fields';
import './zod-pt';

// The support chats' payloads, the knowledge-base article and the assistant settings
// (docs/product.md#support-chats-and-tickets). Tickets are in support-tickets.ts.
//
// Wire names kept from before the word "chat": the chat request and the current chat still carry
// the chat's id as `sessionId` (the landing page's widget, the benches and the browser tests send
// and read it), and the id itself still reads "session_<ms>_<random>" (ids already stored).

export const ASSISTANTS = ['general', 'tools'] as const;
export type Assistant = (typeof ASSISTANTS)[number];

export const CHAT_REPLY_MAX = 6000;
const CHAT_HISTORY_MAX = 20;

const EMPTY_MESSAGE = 'Digite sua mensagem.';
// Text from a keyboard: any character but control ones (line breaks and tabs allowed).
const userMessage = textField(EMPTY_MESSAGE, {
  invalid: 'A mensagem contém caracteres inválidos.',
  lines: true,
})
  .min(1, EMPTY_MESSAGE)
  .max(CHAT_MESSAGE_MAX, `A mensagem deve ter no máximo ${CHAT_MESSAGE_MAX} caracteres.`);
const assistantMessage = textField('Resposta do assistente inválida.', { lines: true, trim: false }).max(
  CHAT_REPLY_MAX,
  'Resposta do assistente longa demais.',
);

/** A chat's id: "session_", the time in milliseconds and a random part (createChatId). */
export const CHAT_ID = /^session_\d{10,16}_[a-z0-9]{4,16}$/;
export const chatIdField = z
  .string({ error: 'Sessão de conversa inválida.' })
  .regex(CHAT_ID, 'Sessão de conversa inválida.');

const chatMessageSchema = z.discriminatedUnion(
  'role',
  [
    z.strictObject({ role: z.literal('user'), content: userMessage }),
    z.strictObject({ role: z.literal('assistant'), content: assistantMessage }),
  ],
  { error: 'Cada mensagem deve ter o papel user ou assistant.' },
);
/** One message of a chat: the member's question or the assistant's answer. */
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A question and the chat's latest messages before it; `sessionId` is the chat's id (wire name kept). */
export const chatRequestSchema = z.strictObject({
  sessionId: chatIdField,
  messages: z
    .array(chatMessageSchema, { error: 'Envie a conversa como uma lista de mensagens.' })
    .min(1, EMPTY_MESSAGE)
    .max(CHAT_HISTORY_MAX, `Envie no máximo as ${CHAT_HISTORY_MAX} últimas mensagens.`)
    .refine((messages) => messages.at(-1)?.role === 'user', 'A última mensagem deve ser a sua pergunta.'),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;
/**
 * The answer's text is `response`, as the first chat clients read it; `choices` are topics offered
 * as buttons when the assistant is unsure; `ticketId` is the ticket the chat opened or added to, or
 * the open one it points to when the member is at the cap of open tickets.
 */
export type ChatResponse = { response: string; ticketOpened: boolean; choices?: string[]; ticketId?: string };

/** The member's current chat with one assistant, restored on reload; `sessionId` is its id (wire name). */
export type CurrentChat = {
  sessionId: string | null;
  messages: { role: 'user' | 'assistant'; content: string; createdAt: string }[];
};

/**
 * Who an article may answer, nested: a member also reads what visitors do, a subscriber (or an
 * admin) everything. Order matters: each audience sees itself and those before it.
 */
export const KNOWLEDGE_AUDIENCES = ['visitors', 'members', 'subscribers'] as const;
export type KnowledgeAudience = (typeof KNOWLEDGE_AUDIENCES)[number];
/** What a new article offers: signed-in accounts, never visitors unless the admin says so. */
export const DEFAULT_KNOWLEDGE_AUDIENCE: KnowledgeAudience = 'members';

export const knowledgeArticleSchema = z.strictObject({
  title: textField('Informe o título do artigo.', { invalid: 'O título contém caracteres inválidos.' })
    .min(1, 'Informe o título do artigo.')
    .max(120, 'O título deve ter no máximo 120 caracteres.'),
  keywords: textField('Informe as palavras-chave (ou deixe o campo vazio).', {
    invalid: 'As palavras-chave contêm caracteres inválidos.',
  }).max(600, 'As palavras-chave devem ter no máximo 600 caracteres.'),
  answer: textField('Informe a resposta do artigo.', {
    invalid: 'A resposta contém caracteres inválidos.',
    lines: true,
  })
    .min(1, 'Informe a resposta do artigo.')
    .max(4000, 'A resposta deve ter no máximo 4000 caracteres.'),
  audience: z.enum(KNOWLEDGE_AUDIENCES, { error: 'Escolha o público do artigo.' }),
});
export type KnowledgeArticleInput = z.input<typeof knowledgeArticleSchema>;
export type KnowledgeArticleView = KnowledgeArticleInput & { id: string; updatedAt: string };

// Assistant settings: key and model both filled ('Por favor, preencha todos os campos'), trimmed.
// A blank key keeps the stored one: keys are write-only (docs/product.md#security).
export const FILL_ALL_FIELDS = 'Por favor, preencha todos os campos';
// The stored key never follows a new URL to another host unasked.
export const KEY_AGAIN = 'Ao mudar a URL da API, informe a chave de novo.';
export const assistantSettingsSchema = z.strictObject({
  baseUrl: textField('Informe a URL da API (ou deixe vazio para a OpenAI).', {
    invalid: 'Informe uma URL válida (https://…).',
  })
    .max(300, 'A URL deve ter no máximo 300 caracteres.')
    .refine((value) => value === '' || (/^https?:\/\/\S+$/.test(value) && URL.canParse(value)), {
      message: 'Informe uma URL válida (https://…).',
    }),
  apiKey: textField(FILL_ALL_FIELDS, { invalid: 'A chave contém caracteres inválidos.' }).max(
    400,
    'A chave deve ter no máximo 400 caracteres.',
  ),
  assistantId: textField(FILL_ALL_FIELDS, { invalid: 'O modelo contém caracteres inválidos.' })
    .min(1, FILL_ALL_FIELDS)
    .max(200, 'O modelo deve ter no máximo 200 caracteres.'),
});
export type AssistantSettingsInput = z.input<typeof assistantSettingsSchema>;
export type AssistantSettingsView = {
  assistant: Assistant;
  baseUrl: string;
  assistantId: string;
  /** The key's last 4 characters behind dots, or null when none is stored. Never the key. */
  keyHint: string | null;
  /** The API's last real outcome; null until tried since the settings changed. */
  health: ProviderHealthView | null;
};

export const pageQuerySchema = z.strictObject({
  page: pageField,
});

/**
 * Two messages of a chat as they are stored, one row each: the member's question and the
 * assistant's answer to it.
 */
export type ChatMessagePair = {
  userMessage: string;
  assistantMessage: string;
  createdAt: string;
  /** In the admin's chat logs: who wrote the answer (null: logged before it was kept). */
  replySource?: ReplySource | null;
};
/** Who wrote; `id` opens their member page. */
export type SupportMember = { id: string; email: string; fullName: string } | null;

/** A chat in the admin's logs (Logs do Suporte). */
export type ChatSummary = {
  chatId: string;
  assistant: Assistant;
  preview: string;
  messageCount: number;
  hasTicket: boolean;
  /** An answer of this chat came from the offline assistant because the API failed. */
  hasFallback: boolean;
  member: SupportMember;
  startedAt: string;
  lastMessageAt: string;
};
/** A chat with its messages, oldest first, as the admin's dialog shows it. */
export type ChatDetail = ChatSummary & { messages: ChatMessagePair[] };
