import type { ColumnType } from 'kysely';
import type { ProviderHealth } from '../../../../shared/schemas/assistant-health';
import type { Timestamp } from './timestamp';

/**
 * The app's settings, one row (id 1). The credential and secret columns hold secret-box text
 * (platform/crypto/secret-box.ts), never the plain value.
 */
export type AppSettingsTable = {
  id: number;
  totp_secret_key: string | null;
  tool_email: string | null;
  tool_password: string | null;
  admin_email: string | null;
  admin_password: string | null;
  admin_totp_secret: string | null;
  /**
   * Assistant keys are sealed with the secret box, never stored in clear (a copied database must not leak
   * them).
   */
  assistant_key: string | null;
  assistant_id: string | null;
  assistant_base_url: string | null;
  tools_assistant_key: string | null;
  tools_assistant_id: string | null;
  tools_assistant_base_url: string | null;
  /**
   * Each assistant API's last real outcome, its redacted detail and when
   * (docs/decisions/014-support-assistant.md).
   */
  assistant_health: ProviderHealth | null;
  assistant_health_detail: string | null;
  assistant_health_at: Date | null;
  tools_assistant_health: ProviderHealth | null;
  tools_assistant_health_detail: string | null;
  tools_assistant_health_at: Date | null;
  /** Bumped by every knowledge-base article change, so each node knows to rebuild its search index. */
  knowledge_base_version: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
};
