import type { WebhookEventSummary } from '../payments';
import type { AdminUser } from './admin-users';
import type { DeviceKind } from './member-sessions';
import type { Assistant } from './support';
import type { TicketStatus } from './support-tickets';

// What /admin/usuarios/:id shows of one member, one shape per section. Each section
// is its own request (its own loading, empty and error states) and holds the latest MEMBER_PAGE_ROWS.

export const MEMBER_PAGE_ROWS = 20;

/** The list card's person and deciding grant, plus what only this page shows. */
export type MemberProfile = AdminUser & {
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** False for an account a payment made until its owner chooses a password. */
  hasPassword: boolean;
  /** When the member's own "Excluir minha conta" erases the account (null: no request waiting). */
  deletionErasesAt: string | null;
};

export type MemberSessionRow = {
  id: string;
  device: string;
  kind: DeviceKind;
  ip: string | null;
  signedInAt: string;
  lastActiveAt: string;
};

export type MemberCodeRequest = { id: number; ip: string | null; device: string; createdAt: string };

export type MemberTicket = {
  id: string;
  status: TicketStatus;
  preview: string;
  createdAt: string;
  resolvedAt: string | null;
};

export type MemberChat = {
  chatId: string;
  assistant: Assistant;
  preview: string;
  messageCount: number;
  hasTicket: boolean;
  lastMessageAt: string;
};

export type MemberPaymentEvent = WebhookEventSummary;
