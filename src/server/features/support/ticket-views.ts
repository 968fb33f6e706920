import type { TicketDetail, TicketSummary } from '../../../shared/schemas/support';
import type {
  MemberTicketDetail,
  MemberTicketSummary,
  TicketMessageView,
} from '../../../shared/schemas/support-tickets';
import { previewOf } from '../../../shared/support-chat';
import type { MemberTicketRow } from './data/list-member-tickets';
import type { TicketMessageRow } from './data/list-ticket-messages';
import type { TicketRow } from './data/list-tickets';
import { memberOf } from './support-views';
import { parseConversation, toConversationView } from './ticket-conversation';

// The API's shapes of tickets, for the admin (who opened it, who replied) and for the member who
// opened it (the team is "Equipe de suporte": an admin's name or e-mail is not the member's to see).

const TEAM = 'Equipe de suporte';

type Reader = 'admin' | 'member';

const authorNameOf = (row: TicketMessageRow, reader: Reader) => {
  if (reader === 'member') return row.author === 'admin' ? TEAM : 'Você';
  return (
    row.full_name || row.email || (row.author === 'admin' ? 'Administrador removido' : 'Membro removido')
  );
};

const toMessageView =
  (reader: Reader) =>
  (row: TicketMessageRow): TicketMessageView => ({
    id: row.id,
    author: row.author,
    authorName: authorNameOf(row, reader),
    body: row.body,
    createdAt: row.created_at.toISOString(),
  });

const conversationOf = (row: { conversation: string }) =>
  toConversationView(parseConversation(row.conversation));
const previewFrom = (row: { conversation: string }) => previewOf(conversationOf(row)[0]?.userMessage ?? '');

export const toTicketSummary = (row: TicketRow): TicketSummary => ({
  id: row.id,
  status: row.status,
  sessionId: row.session_id,
  preview: previewFrom(row),
  member: memberOf(row),
  createdAt: row.created_at.toISOString(),
  resolvedAt: row.resolved_at?.toISOString() ?? null,
});

export const toTicketDetail = (row: TicketRow, messages: TicketMessageRow[]): TicketDetail => ({
  ...toTicketSummary(row),
  conversation: conversationOf(row),
  messages: messages.map(toMessageView('admin')),
});

export const toMemberTicketSummary = (row: MemberTicketRow): MemberTicketSummary => ({
  id: row.id,
  status: row.status,
  preview: previewFrom(row),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const toMemberTicketDetail = (
  row: MemberTicketRow,
  messages: TicketMessageRow[],
): MemberTicketDetail => ({
  ...toMemberTicketSummary(row),
  conversation: conversationOf(row),
  messages: messages.map(toMessageView('member')),
});
