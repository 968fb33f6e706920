import type { AdminToolView, CatalogueToolView } from '../../../shared/schemas/tools-catalogue';
import type { AuditEntry } from '../audit';
import type { ToolRow } from './data/landing-tools';

// A catalogue tool as the API answers it, and as its audit row names and records it.

export const toCatalogueToolView = (row: ToolRow): CatalogueToolView => ({
  id: row.id,
  name: row.name,
  category: row.category,
  description: row.description,
  instructions: row.instructions,
  status: row.status,
  statusNote: row.status_note,
  statusUntil: row.status_until,
  statusChangedAt: row.status_changed_at.toISOString(),
});

export const toAdminToolView = (row: ToolRow): AdminToolView => ({
  ...toCatalogueToolView(row),
  sortOrder: row.sort_order,
  onLanding: row.is_on_landing,
  isActive: row.is_active,
});

export const toolTarget = (row: Pick<ToolRow, 'name'>): AuditEntry['target'] => ({
  label: `Ferramenta: ${row.name}`,
});

export const toolFields = (row: ToolRow) => ({
  name: row.name,
  category: row.category,
  description: row.description,
  instructions: row.instructions,
  order: row.sort_order,
  onLanding: row.is_on_landing,
  active: row.is_active,
});

export const statusFields = (row: ToolRow) => ({
  status: row.status,
  note: row.status_note,
  until: row.status_until,
});
