import { PAGE_SIZE } from '../../../shared/constants';
import { pageCount } from '../../../shared/pagination';
import type {
  Assistant,
  AssistantSettingsView,
  ChatSummary,
  KnowledgeArticleView,
  KnowledgeAudience,
  SupportMember,
} from '../../../shared/schemas/support';
import type {
  MemberTicketDetail,
  MemberTicketSummary,
  TicketDetail,
  TicketReplyView,
  TicketStage,
  TicketSummary,
} from '../../../shared/schemas/support-tickets';
import { previewOf } from '../../../shared/support-chat';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { ProviderSettings } from './data/assistant-settings';
import type { ChatRow } from './data/chats';
import type { TicketReplyRow } from './data/ticket-replies';
import { type MemberTicketRow, type TicketRow, ticketChatOf, ticketPreview } from './data/tickets';

// The API's shapes of the support tables: camelCase, ISO dates, previews cut to 100 characters.

/** One page of a support list as the API answers it: pages of 10, the exact total. */
export const paged = <T>(items: T[], total: number, page: number) => ({
  items,
  page,
  total,
  pageCount: pageCount(total, PAGE_SIZE),
});

const memberOf = (row: {
  member_id: string | null;
  email: string | null;
  full_name: string | null;
}): SupportMember =>
  row.member_id && row.email ? { id: row.member_id, email: row.email, fullName: row.full_name ?? '' } : null;

export const toChatSummary = (row: ChatRow): ChatSummary => ({
  chatId: row.session_id,
  assistant: row.assistant,
  preview: previewOf(row.first_message),
  messageCount: row.message_count,
  hasTicket: row.has_ticket,
  hasFallback: row.has_fallback,
  member: memberOf(row),
  startedAt: row.started_at.toISOString(),
  lastMessageAt: row.last_message_at.toISOString(),
});

export const toArticleView = (row: {
  id: string;
  title: string;
  keywords: string;
  answer: string;
  audience: KnowledgeAudience;
  updated_at: Date;
}): KnowledgeArticleView => ({
  id: row.id,
  title: row.title,
  keywords: row.keywords,
  answer: row.answer,
  audience: row.audience,
  updatedAt: row.updated_at.toISOString(),
});

/** The key is write-only (docs/product.md#security): the admin sees its last 4 characters at most. */
export function toSettingsView(
  assistant: Assistant,
  settings: ProviderSettings,
  secretBox: SecretBox,
): AssistantSettingsView {
  const key = settings.sealedKey ? secretBox.open(settings.sealedKey) : null;
  return {
    assistant,
    baseUrl: settings.baseUrl ?? '',
    assistantId: settings.id ?? '',
    keyHint: key ? `••••${key.slice(-4)}` : null,
    health: settings.health && {
      status: settings.health.status,
      detail: settings.health.detail,
      checkedAt: settings.health.at.toISOString(),
    },
  };
}

// Tickets, for the admin (who opened it, who replied) and for the member who opened it (the team
// is "Equipe de suporte": an admin's name or e-mail is not the member's to see).

const TEAM = 'Equipe de suporte';

type Reader = 'admin' | 'member';

const authorNameOf = (row: TicketReplyRow, reader: Reader) => {
  if (reader === 'member') return row.author === 'admin' ? TEAM : 'Você';
  return (
    row.full_name || row.email || (row.author === 'admin' ? 'Administrador removido' : 'Membro removido')
  );
};

const toReplyView =
  (reader: Reader) =>
  (row: TicketReplyRow): TicketReplyView => ({
    id: row.id,
    author: row.author,
    ...(Boolean(row.internal) && { internal: true }),
    authorName: authorNameOf(row, reader),
    body: row.body,
    createdAt: row.created_at.toISOString(),
  });

/** Novo, Aguardando equipe (the member wrote after the team's reply), Respondido, Resolvido. */
const stageOf = (row: TicketRow): TicketStage =>
  row.status === 'pending' ? (row.team_replied ? 'waiting' : 'new') : row.status;

export const toTicketSummary = (row: TicketRow): TicketSummary => ({
  id: row.id,
  status: row.status,
  stage: stageOf(row),
  subject: row.subject ?? ticketPreview(row.conversation),
  chatId: row.session_id,
  preview: ticketPreview(row.conversation),
  member: memberOf(row),
  createdAt: row.created_at.toISOString(),
  resolvedAt: row.resolved_at?.toISOString() ?? null,
  updatedAt: row.updated_at.toISOString(),
});

export const toTicketDetail = (row: TicketRow, replies: TicketReplyRow[]): TicketDetail => ({
  ...toTicketSummary(row),
  chatMessages: ticketChatOf(row.conversation),
  replies: replies.map(toReplyView('admin')),
});

export const toMemberTicketSummary = (row: MemberTicketRow): MemberTicketSummary => ({
  id: row.id,
  status: row.status,
  preview: ticketPreview(row.conversation),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const toMemberTicketDetail = (
  row: MemberTicketRow,
  replies: TicketReplyRow[],
): MemberTicketDetail => ({
  ...toMemberTicketSummary(row),
  chatMessages: ticketChatOf(row.conversation),
  replies: replies.map(toReplyView('member')),
});
