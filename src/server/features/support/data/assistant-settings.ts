import type { ProviderHealth } from '../../../../shared/schemas/assistant-health';
import type { Assistant } from '../../../../shared/schemas/support';
import type { Db } from '../../../platform/db/connection';

// The two assistants' API settings and health, and the knowledge base's version: columns of
// app_settings row 1, written by an upsert with id 1.

const COLUMNS = {
  general: { baseUrl: 'assistant_base_url', key: 'assistant_key', id: 'assistant_id' },
  tools: { baseUrl: 'tools_assistant_base_url', key: 'tools_assistant_key', id: 'tools_assistant_id' },
} as const;

const HEALTH_COLUMNS = {
  general: { status: 'assistant_health', detail: 'assistant_health_detail', at: 'assistant_health_at' },
  tools: {
    status: 'tools_assistant_health',
    detail: 'tools_assistant_health_detail',
    at: 'tools_assistant_health_at',
  },
} as const;

export type StoredHealth = { status: ProviderHealth; detail: string | null; at: Date } | null;

const healthOf = (
  status: ProviderHealth | null | undefined,
  detail: string | null | undefined,
  at: Date | null | undefined,
): StoredHealth => (status && at ? { status, detail: detail ?? null, at } : null);

/** The provider settings of both assistants and the knowledge base's version: one row, read on every chat. */
export async function getAssistantSettings({ db }: { db: Db }) {
  const row = await db
    .selectFrom('app_settings')
    .select([
      'assistant_base_url',
      'assistant_key',
      'assistant_id',
      'tools_assistant_base_url',
      'tools_assistant_key',
      'tools_assistant_id',
      'assistant_health',
      'assistant_health_detail',
      'assistant_health_at',
      'tools_assistant_health',
      'tools_assistant_health_detail',
      'tools_assistant_health_at',
      'knowledge_base_version',
    ])
    .where('id', '=', 1)
    .executeTakeFirst();
  return {
    knowledgeBaseVersion: row?.knowledge_base_version ?? 0,
    general: {
      baseUrl: row?.assistant_base_url ?? null,
      sealedKey: row?.assistant_key ?? null,
      id: row?.assistant_id ?? null,
      health: healthOf(row?.assistant_health, row?.assistant_health_detail, row?.assistant_health_at),
    },
    tools: {
      baseUrl: row?.tools_assistant_base_url ?? null,
      sealedKey: row?.tools_assistant_key ?? null,
      id: row?.tools_assistant_id ?? null,
      health: healthOf(
        row?.tools_assistant_health,
        row?.tools_assistant_health_detail,
        row?.tools_assistant_health_at,
      ),
    },
  };
}

type AssistantSettings = Awaited<ReturnType<typeof getAssistantSettings>>;
export type ProviderSettings = AssistantSettings['general'];

export type AssistantSettingsValues = {
  baseUrl: string | null;
  sealedKey?: string | null;
  id: string | null;
};

/**
 * Writes one assistant's provider settings. A sealedKey left undefined keeps the stored key. New
 * settings have not been tried yet, so the API's recorded health is cleared. Returns what it
 * wrote (an audited write's result).
 */
export async function saveAssistantSettings({
  db,
  assistant,
  values,
}: {
  db: Db;
  assistant: Assistant;
  values: AssistantSettingsValues;
}) {
  const columns = COLUMNS[assistant];
  const set = {
    [columns.baseUrl]: values.baseUrl,
    [columns.id]: values.id,
    ...(values.sealedKey !== undefined && { [columns.key]: values.sealedKey }),
    ...Object.fromEntries(Object.values(HEALTH_COLUMNS[assistant]).map((column) => [column, null])),
    updated_at: new Date(),
  };
  await db
    .insertInto('app_settings')
    .values({ id: 1, ...set })
    .onConflict((oc) => oc.column('id').doUpdateSet(set))
    .execute();
  return values;
}

/**
 * Records an assistant API's latest real outcome, the badge on /admin/assistente (null: not tried
 * since its settings changed). The detail is already redacted (provider-failure.ts).
 */
export async function saveProviderHealth({
  db,
  assistant,
  health,
  now = new Date(),
}: {
  db: Db;
  assistant: Assistant;
  health: { status: ProviderHealth; detail: string | null } | null;
  now?: Date;
}) {
  const columns = HEALTH_COLUMNS[assistant];
  await db
    .updateTable('app_settings')
    .set({
      [columns.status]: health?.status ?? null,
      [columns.detail]: health?.detail ?? null,
      [columns.at]: health ? now : null,
    })
    .where('id', '=', 1)
    .execute();
}
