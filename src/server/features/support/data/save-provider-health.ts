import type { ProviderHealth } from '../../../../shared/schemas/assistant-health';
import type { Assistant } from '../../../../shared/schemas/support';
import type { Db } from '../../../platform/db/connection';

export const HEALTH_COLUMNS = {
  general: { status: 'assistant_health', detail: 'assistant_health_detail', at: 'assistant_health_at' },
  tools: {
    status: 'tools_assistant_health',
    detail: 'tools_assistant_health_detail',
    at: 'tools_assistant_health_at',
  },
} as const;

/**
 * Issue 18 §6: records an assistant API's latest real outcome (null: not tried since its settings
 * changed). The detail is already redacted (provider-failure.ts).
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
