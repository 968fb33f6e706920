import type { ProviderHealth } from '../../../../shared/schemas/assistant-health';
import type { Db } from '../../../platform/db/connection';

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
