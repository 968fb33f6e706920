import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from '../support-chat';
import type { ProviderHealthView, ReplySource } from './assistant-health';
import { pageField, textField } from './fields';
import type { TicketMessageView, TicketStatus } from './support-tickets';
import './zod-pt';

// Issue 11 / SPEC §3, §5, §7: the chat payload, the knowledge-base article, the assistant
// settings, and the admin's views of tickets and sessions.

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

/** SPEC §7 sessionId: "session_", the time in milliseconds and a random part. */
export const CHAT_SESSION_ID = /^session_\d{10,16}_[a-z0-9]{4,16}$/;
export const chatSessionIdField = z
  .string({ error: 'Sessão de conversa inválida.' })
  .regex(CHAT_SESSION_ID, 'Sessão de conversa inválida.');

const chatTurnSchema = z.discriminatedUnion(
  'role',
  [
    z.strictObject({ role: z.literal('user'), content: userMessage }),
    z.strictObject({ role: z.literal('assistant'), content: assistantMessage }),
  ],
  { error: 'Cada mensagem deve ter o papel user ou assistant.' },
);
export type ChatTurn = z.infer<typeof chatTurnSchema>;

export const chatRequestSchema = z.strictObject({
  sessionId: chatSessionIdField,
  messages: z
    .array(chatTurnSchema, { error: 'Envie a conversa como uma lista de mensagens.' })
    .min(1, EMPTY_MESSAGE)
    .max(CHAT_HISTORY_MAX, `Envie no máximo as ${CHAT_HISTORY_MAX} últimas mensagens.`)
    .refine((turns) => turns.at(-1)?.role === 'user', 'A última mensagem deve ser a sua pergunta.'),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;
/** SPEC §7: the answer field is `response`. */
export type ChatResponse = { response: string; ticketOpened: boolean };

/**
 * Who an article may answer (issue 21), nested: a member also reads what visitors do, a subscriber
 * (or an admin) everything. Order matters: each audience sees itself and those before it.
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

// SPEC §5 assistant settings: key and id both filled ('Por favor, preencha todos os campos'),
// trimmed. A blank key keeps the stored one (keys are write-only: DECISIONS security 3).
export const FILL_ALL_FIELDS = 'Por favor, preencha todos os campos';
// Issue 18 §7: the stored key never follows a new URL to another host unasked.
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
  /** Issue 18 §6: the API's last real outcome; null until tried since the settings changed. */
  health: ProviderHealthView | null;
};

export const pageQuerySchema = z.strictObject({
  page: pageField,
});

export type ConversationEntry = {
  userMessage: string;
  assistantMessage: string;
  createdAt: string;
  /** Issue 18 §6, in the admin's session logs: who wrote the reply (null: logged before it was kept). */
  replySource?: ReplySource | null;
};
/** Who wrote; `id` opens their member page (issue 20 §1). */
export type SupportMember = { id: string; email: string; fullName: string } | null;

export type TicketSummary = {
  id: string;
  status: TicketStatus;
  sessionId: string;
  preview: string;
  member: SupportMember;
  createdAt: string;
  resolvedAt: string | null;
};
export type TicketDetail = TicketSummary & {
  conversation: ConversationEntry[];
  messages: TicketMessageView[];
};

export type SupportSessionSummary = {
  sessionId: string;
  assistant: Assistant;
  preview: string;
  messageCount: number;
  hasTicket: boolean;
  /** Issue 18 §6: a reply of this session came from the offline assistant because the API failed. */
  hasFallback: boolean;
  member: SupportMember;
  startedAt: string;
  lastMessageAt: string;
};
