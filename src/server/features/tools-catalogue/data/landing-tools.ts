import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { ToolValues } from '../../../../shared/schemas/tools-catalogue';
import type { ToolStatus } from '../../../../shared/tools-catalogue';
import type { Db } from '../../../platform/db/connection';
import type { LandingToolsTable } from '../../../platform/db/schema/landing-tools';
import { inTransaction, lockedForUpdate } from '../../../platform/db/transaction';

// The tool catalogue lives in `landing_tools` (its first name: the landing's grid).

export type ToolRow = Omit<Selectable<LandingToolsTable>, 'created_at' | 'updated_at'>;

const TOOL_COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'sort_order',
  'is_active',
  'is_on_landing',
  'instructions',
  'status',
  'status_note',
  'status_until',
  'status_changed_at',
] as const;

const columnsOf = (values: ToolValues) => ({
  name: values.name,
  category: values.category,
  description: values.description,
  instructions: values.instructions,
  sort_order: values.sortOrder,
  is_on_landing: values.onLanding,
  is_active: values.isActive,
});

/**
 * The catalogue in the operator's order: every tool for the operator, the active ones for
 * subscribers (one query on landing_tools_active_order_idx).
 */
export async function listTools({ db, activeOnly }: { db: Db; activeOnly: boolean }): Promise<ToolRow[]> {
  let query = db.selectFrom('landing_tools').select(TOOL_COLUMNS);
  if (activeOnly) query = query.where('is_active', '=', true);
  return query.orderBy('sort_order').orderBy('name').execute();
}

/** Active tools whose status is anything but Funcionando (the few rows of landing_tools_not_working_idx). */
export async function listToolsNotWorking({ db }: { db: Db }): Promise<ToolRow[]> {
  return db
    .selectFrom('landing_tools')
    .select(TOOL_COLUMNS)
    .where('status', '<>', 'working')
    .where('is_active', '=', true)
    .orderBy('status')
    .orderBy('sort_order')
    .execute();
}

export async function getTool({ db, id }: { db: Db; id: string }) {
  return db.selectFrom('landing_tools').select(TOOL_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function createTool({ db, values }: { db: Db; values: ToolValues }): Promise<ToolRow> {
  return db
    .insertInto('landing_tools')
    .values({ id: randomUUID(), ...columnsOf(values), status_changed_at: new Date() })
    .returning(TOOL_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Edits a tool's fields (not its status); the row before and after, for the audit. */
export async function updateTool({ db, id, values }: { db: Db; id: string; values: ToolValues }) {
  return inTransaction(db, async (trx) => {
    const before = await lockedForUpdate(
      trx,
      trx.selectFrom('landing_tools').select(TOOL_COLUMNS).where('id', '=', id),
    ).executeTakeFirst();
    if (!before) return undefined;
    const after = await trx
      .updateTable('landing_tools')
      .set({ ...columnsOf(values), updated_at: new Date() })
      .where('id', '=', id)
      .returning(TOOL_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

/**
 * Sets a tool's status, note and day; "since when" moves only when the status itself changes
 * (a corrected note keeps the outage's start).
 */
export async function setToolStatus({
  db,
  id,
  status,
  note,
  until,
  now,
}: {
  db: Db;
  id: string;
  status: ToolStatus;
  note: string | null;
  until: string | null;
  now: Date;
}) {
  return inTransaction(db, async (trx) => {
    const before = await lockedForUpdate(
      trx,
      trx.selectFrom('landing_tools').select(TOOL_COLUMNS).where('id', '=', id),
    ).executeTakeFirst();
    if (!before) return undefined;
    const after = await trx
      .updateTable('landing_tools')
      .set({
        status,
        status_note: note,
        status_until: until,
        status_changed_at: before.status === status ? before.status_changed_at : now,
        updated_at: now,
      })
      .where('id', '=', id)
      .returning(TOOL_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

export async function deleteTool({ db, id }: { db: Db; id: string }) {
  return db.deleteFrom('landing_tools').where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
}
