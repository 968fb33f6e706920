import type { Assistant } from '../../../../shared/schemas/support';
import type { Db } from '../../../platform/db/connection';
import { HEALTH_COLUMNS } from './save-provider-health';

const COLUMNS = {
  general: { baseUrl: 'assistant_base_url', key: 'assistant_key', id: 'assistant_id' },
  tools: { baseUrl: 'tools_assistant_base_url', key: 'tools_assistant_key', id: 'tools_assistant_id' },
} as const;

export type AssistantSettingsValues = {
  baseUrl: string | null;
  sealedKey?: string | null;
  id: string | null;
};

/**
 * Writes one assistant's provider settings on app_settings row 1 (SPEC §7: upsert with id 1).
 * A sealedKey left undefined keeps the stored key. New settings have not been tried yet, so the
 * API's recorded health is cleared (issue 18 §6). Returns what it wrote (an audited write's result).
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
