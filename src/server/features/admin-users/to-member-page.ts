import type {
  MemberChat,
  MemberCodeRequest,
  MemberSessionRow,
  MemberTicket,
} from '../../../shared/schemas/member-page';
import { previewOf } from '../../../shared/support-chat';
import type { Db } from '../../platform/db/connection';
import { toEventSummaries } from '../payments';
import { describeDevice, deviceKind, type listMemberSessions } from '../session';
import { ticketPreview } from '../support';
import type {
  listMemberChats,
  listMemberCodeRequests,
  listMemberPaymentEvents,
  listMemberTickets,
} from './data/member-page';

// The member page's rows as the API shows them (camelCase, ISO dates, devices and
// previews in words), reusing each feature's own wording.

type RowOf<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

export const toMemberSession = (row: RowOf<typeof listMemberSessions>): MemberSessionRow => ({
  id: row.id,
  device: describeDevice(row.user_agent),
  kind: deviceKind(row.user_agent),
  ip: row.ip_address || null,
  signedInAt: row.created_at.toISOString(),
  lastActiveAt: row.updated_at.toISOString(),
});

export const toMemberCodeRequest = (row: RowOf<typeof listMemberCodeRequests>): MemberCodeRequest => ({
  id: Number(row.id),
  ip: row.ip_address || null,
  device: describeDevice(row.user_agent),
  createdAt: row.created_at.toISOString(),
});

export const toMemberTicket = (row: RowOf<typeof listMemberTickets>): MemberTicket => ({
  id: row.id,
  status: row.status,
  preview: ticketPreview(row.conversation),
  createdAt: row.created_at.toISOString(),
  resolvedAt: row.resolved_at?.toISOString() ?? null,
});

export const toMemberChat = (row: RowOf<typeof listMemberChats>): MemberChat => ({
  chatId: row.session_id,
  assistant: row.assistant,
  preview: previewOf(row.first_message),
  messageCount: row.message_count,
  hasTicket: row.has_ticket,
  lastMessageAt: row.last_message_at.toISOString(),
});

/** The deliveries with amount, product and plan, as /admin/integracoes lists them. */
export const toMemberPaymentEvents = ({
  db,
  rows,
}: {
  db: Db;
  rows: RowOf<typeof listMemberPaymentEvents>[];
}) => toEventSummaries({ db, rows });
