import { z } from 'zod';
import { textField } from './fields';
import type { ConversationEntry } from './support';
import './zod-pt';

// Issue 18 §4: tickets with replies. An admin replies from /admin/tickets, the member reads the
// thread in "Meus chamados" on /suporte and answers back; shared by both screens and the server.

export const TICKET_STATUSES = ['pending', 'answered', 'resolved'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** A ticket the team still owes something: counts toward the member's cap (issue 18 §7). */
export const OPEN_TICKET_STATUSES = ['pending', 'answered'] as const satisfies readonly TicketStatus[];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  pending: 'Pendente',
  answered: 'Respondido',
  resolved: 'Resolvido',
};

export const TICKET_MESSAGE_MAX = 4000;
const EMPTY_REPLY = 'Escreva a sua resposta.';
export const ticketMessageSchema = z.strictObject({
  message: textField(EMPTY_REPLY, { invalid: 'A resposta contém caracteres inválidos.', lines: true })
    .min(1, EMPTY_REPLY)
    .max(TICKET_MESSAGE_MAX, `A resposta deve ter no máximo ${TICKET_MESSAGE_MAX} caracteres.`),
});
export type TicketMessageInput = z.input<typeof ticketMessageSchema>;

/** One message of a ticket's thread; `authorName` is who the reader sees ("Equipe de suporte" for members). */
export type TicketMessageView = {
  id: string;
  author: 'member' | 'admin';
  authorName: string;
  body: string;
  createdAt: string;
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
  conversation: ConversationEntry[];
  messages: TicketMessageView[];
};

/** Issue 18 §5: the member's current conversation with one assistant, restored on reload. */
export type CurrentConversation = {
  sessionId: string | null;
  turns: { role: 'user' | 'assistant'; content: string; createdAt: string }[];
};
