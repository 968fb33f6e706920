import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from './timestamp';

export type DataExportStatus = 'pending' | 'ready' | 'failed';

/**
 * A member's "Baixar meus dados" (migration 0040, docs/product.md#privacy-and-retention): queued,
 * built by the data export worker into `content` (JSON) and `summary` (readable text), offered
 * until `expires_at` (24 hours after it was ready), then deleted.
 */
export type DataExportsTable = {
  id: string;
  user_id: string;
  status: ColumnType<DataExportStatus, DataExportStatus | undefined, DataExportStatus>;
  content: string | null;
  summary: string | null;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  last_error: string | null;
  created_at: Timestamp;
  ready_at: Date | null;
  expires_at: Date | null;
};

export type DataExportRow = Selectable<DataExportsTable>;
