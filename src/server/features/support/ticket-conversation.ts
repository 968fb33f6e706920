import type { Selectable } from 'kysely';
import type { ConversationEntry } from '../../../shared/schemas/support';
import type { SupportConversationsTable } from '../../platform/db/schema/support-conversations';

// SPEC §3: a ticket embeds its conversation (user_message, assistant_message, created_at),
// stored as a JSON text column so both engines keep it alike.
type StoredEntry = { user_message: string; assistant_message: string; created_at: string };
type ConversationRow = Pick<
  Selectable<SupportConversationsTable>,
  'user_message' | 'assistant_message' | 'created_at'
>;

export const toStoredEntry = (row: ConversationRow): StoredEntry => ({
  user_message: row.user_message,
  assistant_message: row.assistant_message,
  created_at: row.created_at.toISOString(),
});

export const serializeConversation = (entries: StoredEntry[]) => JSON.stringify(entries);

export function parseConversation(text: string): StoredEntry[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as StoredEntry[]) : [];
  } catch {
    return [];
  }
}

export const toConversationView = (entries: StoredEntry[]): ConversationEntry[] =>
  entries.map((entry) => ({
    userMessage: entry.user_message,
    assistantMessage: entry.assistant_message,
    createdAt: entry.created_at,
  }));
