import { z } from 'zod';
import { textField } from './fields';
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
  authorName: string;
  body: string;
  createdAt: string;
};

/** A ticket in the admin's list; `chatId` is the chat it was opened from. */
export type TicketSummary = {
  id: string;
  status: TicketStatus;
  chatId: string;
  preview: string;
  member: SupportMember;
  createdAt: string;
  resolvedAt: string | null;
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
