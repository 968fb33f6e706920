import { z } from 'zod';
import { pageField, textField } from './fields';
import type { ChatMessagePair, SupportMember } from './support';
import './zod-pt';

// Tickets and their replies (docs/product.md#support-chats-and-tickets). An admin replies from
// /admin/tickets, the member reads the replies in "Meus chamados" on /suporte and replies back;
// shared by both screens and the server.

export const TICKET_STATUSES = ['pending', 'answered', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** A ticket the team still owes something: counts toward the member's cap of open tickets. */
export const OPEN_TICKET_STATUSES = ['pending', 'answered'] as const satisfies readonly TicketStatus[];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  pending: 'Pendente',
  answered: 'Respondido',
  resolved: 'Resolvido',
};

/**
 * Where a ticket stands for the helpdesk: Novo (nobody answered yet), Aguardando equipe (the
 * member wrote after the team's reply), Respondido, Resolvido. Derived from the status and the
 * replies, so the member's side keeps its three.
 */
export const TICKET_STAGES = ['new', 'waiting', 'answered', 'resolved'] as const;
export type TicketStage = (typeof TICKET_STAGES)[number];
export const TICKET_STAGE_LABELS: Record<TicketStage, string> = {
  new: 'Novo',
  waiting: 'Aguardando equipe',
  answered: 'Respondido',
  resolved: 'Resolvido',
};
/** "Há mais de": open tickets last touched at least this many days ago. */
export const TICKET_AGES = ['1', '3', '7'] as const;
export const TICKET_SEARCH_MAX = 100;

/** The helpdesk list's filters: a stage, an age, and words of the member's e-mail, name or text. */
export const ticketListQuerySchema = z.strictObject({
  page: pageField,
  stage: z.enum(TICKET_STAGES, { error: 'Status inválido.' }).optional(),
  age: z.enum(TICKET_AGES, { error: 'Idade inválida.' }).optional(),
  q: z
    .string({ error: 'Busca inválida.' })
    .trim()
    .max(TICKET_SEARCH_MAX, `A busca deve ter no máximo ${TICKET_SEARCH_MAX} caracteres.`)
    .optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuerySchema>;

export const TICKET_SUBJECT_MAX = 140;
const EMPTY_SUBJECT = 'Informe o assunto do ticket.';
export const ticketSubjectSchema = z.strictObject({
  subject: textField(EMPTY_SUBJECT, { invalid: 'O assunto contém caracteres inválidos.' })
    .min(1, EMPTY_SUBJECT)
    .max(TICKET_SUBJECT_MAX, `O assunto deve ter no máximo ${TICKET_SUBJECT_MAX} caracteres.`),
});

export const TICKET_REPLY_MAX = 4000;
const EMPTY_REPLY = 'Escreva a sua resposta.';
export const ticketReplySchema = z.strictObject({
  body: textField(EMPTY_REPLY, { invalid: 'A resposta contém caracteres inválidos.', lines: true })
    .min(1, EMPTY_REPLY)
    .max(TICKET_REPLY_MAX, `A resposta deve ter no máximo ${TICKET_REPLY_MAX} caracteres.`),
});
export type TicketReplyInput = z.input<typeof ticketReplySchema>;

/** One reply on a ticket; `authorName` is who the reader sees ("Equipe de suporte" for members). */
export type TicketReplyView = {
  id: string;
  author: 'member' | 'admin';
  /** An admin's internal note (only admins ever receive one). */
  internal?: true;
  authorName: string;
  body: string;
  createdAt: string;
};

/** A ticket in the admin's list; `chatId` is the chat it was opened from. */
export type TicketSummary = {
  id: string;
  status: TicketStatus;
  stage: TicketStage;
  /** What the member needed (the escalating question, or the admin's words); else the first message. */
  subject: string;
  chatId: string;
  preview: string;
  member: SupportMember;
  createdAt: string;
  resolvedAt: string | null;
  /** The latest reply or status change: how long it has waited. */
  updatedAt: string;
};
/** The admin's ticket: the chat's messages it was opened with, then its replies. */
export type TicketDetail = TicketSummary & {
  chatMessages: ChatMessagePair[];
  replies: TicketReplyView[];
};

/** A ticket in the member's "Meus chamados". */
export type MemberTicketSummary = {
  id: string;
  status: TicketStatus;
  preview: string;
  createdAt: string;
  updatedAt: string;
};
export type MemberTicketDetail = MemberTicketSummary & {
  chatMessages: ChatMessagePair[];
  replies: TicketReplyView[];
};
