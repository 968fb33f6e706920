import { type Expression, type SqlBool, sql } from 'kysely';
import type { UserSegment } from '../../../../shared/schemas/admin-users';
import type { Db } from '../../../platform/db/connection';
import { engineOf } from '../../../platform/db/engine';
import { MEMBER_COLUMNS } from './list-users';
import { inSegment } from './member-filters';

export const EXPORT_BATCH = 1000;

/** Where the previous batch stopped: its last row's created_at (exact, as the engine's text) and id. */
export type ExportCursor = { createdAt: string; id: string };

/**
 * One batch of the CSV export: newest first, each member with their deciding grant's
 * plan, status and end as their profile keeps them. Keyset paging on (created_at, id) —
 * each batch is an index walk from where the last one stopped, so memory and time per batch stay
 * flat whatever the size of the list. The segment filters the walk, exact at `now`;
 * its search with LIKE (the list's trigram lookup would be redone per batch). The bulk actions walk
 * a segment the same way.
 */
export async function exportUsersBatch({
  db,
  segment,
  now,
  after,
  limit = EXPORT_BATCH,
}: {
  db: Db;
  segment: UserSegment;
  now: Date;
  after: ExportCursor | null;
  limit?: number;
}) {
  const postgres = engineOf(db) === 'postgres';
  let query = db
    .selectFrom('profiles')
    .select([
      ...MEMBER_COLUMNS,
      'profiles.access_plan',
      'profiles.access_status',
      'profiles.access_ends_at',
      // The cursor keeps the engine's full precision (PostgreSQL stores microseconds; a Date has ms).
      (postgres ? sql<string>`profiles.created_at::text` : sql<string>`profiles.created_at`).as('cursor_key'),
    ])
    .orderBy('profiles.created_at', 'desc')
    .orderBy('profiles.id', 'desc')
    .limit(limit);
  query = query.where(inSegment(db, segment, now, 'walk'));
  if (after) query = query.where(before(after, postgres));
  return query.execute();
}

function before(after: ExportCursor, postgres: boolean): Expression<SqlBool> {
  const at = postgres ? sql`cast(${after.createdAt} as timestamptz)` : sql`${after.createdAt}`;
  return sql<SqlBool>`(profiles.created_at, profiles.id) < (${at}, ${after.id})`;
}

export type ExportRow = Awaited<ReturnType<typeof exportUsersBatch>>[number];
