import type { Db } from '../../../platform/db/connection';

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
    },
    tools: {
      baseUrl: row?.tools_assistant_base_url ?? null,
      sealedKey: row?.tools_assistant_key ?? null,
      id: row?.tools_assistant_id ?? null,
    },
  };
}

type AssistantSettings = Awaited<ReturnType<typeof getAssistantSettings>>;
export type ProviderSettings = AssistantSettings['general'];
