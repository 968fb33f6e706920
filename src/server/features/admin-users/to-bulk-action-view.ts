import type { BulkActionView } from '../../../shared/schemas/bulk-actions';
import type { BulkActionRow } from '../../platform/db/schema/bulk-actions';

export const toBulkActionView = (row: BulkActionRow): BulkActionView => ({
  id: row.id,
  kind: row.kind,
  planned: Number(row.planned),
  applied: Number(row.applied),
  unchanged: Number(row.unchanged),
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
});
