import { randomUUID } from 'node:crypto';
import type { ToolCategory, ToolStatus } from '../../shared/tools-catalogue';
import type { Db } from '../platform/db/connection';

// A catalogue tool as a stored row, for tests (the admin API is the way people add them).

type ToolSpec = {
  name?: string;
  category?: ToolCategory;
  status?: ToolStatus;
  statusNote?: string | null;
  isActive?: boolean;
  sortOrder?: number;
};

export async function addTool(db: Db, spec: ToolSpec = {}) {
  const id = randomUUID();
  return db
    .insertInto('landing_tools')
    .values({
      id,
      name: spec.name ?? `Ferramenta ${id.slice(0, 8)}`,
      description: 'Uma ferramenta de teste.',
      category: spec.category ?? 'ai',
      status: spec.status ?? 'working',
      status_note: spec.statusNote ?? null,
      is_active: spec.isActive ?? true,
      sort_order: spec.sortOrder ?? 1000,
      status_changed_at: new Date(),
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}
