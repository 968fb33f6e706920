import type {
  Assistant,
  AssistantSettingsView,
  KnowledgeArticleView,
  KnowledgeAudience,
  SupportMember,
  SupportSessionSummary,
} from '../../../shared/schemas/support';
import { previewOf } from '../../../shared/support-chat';
import type { SecretBox } from '../../platform/crypto/secret-box';
import type { ProviderSettings } from './data/get-assistant-settings';
import type { SupportSessionRow } from './data/list-support-sessions';

// The API's shapes of the support tables: camelCase, ISO dates, previews cut (SPEC §9).

export const memberOf = (row: {
  member_id: string | null;
  email: string | null;
  full_name: string | null;
}): SupportMember =>
  row.member_id && row.email ? { id: row.member_id, email: row.email, fullName: row.full_name ?? '' } : null;

export const toSessionSummary = (row: SupportSessionRow): SupportSessionSummary => ({
  sessionId: row.session_id,
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

/** DECISIONS security 3: the key is write-only; the admin sees its last 4 characters at most. */
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
