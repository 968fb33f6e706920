import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';

// A broad title search ("roteiro": one title in twenty) counted its matches on every
// request. content_totals.version grows with every change that can change what a search finds
// (a row added or removed, its searched text or its status changed), so a process may keep a
// search's count for as long as the version it read stays the same (newest-first-page.ts).
const SEARCHED = { library_items: 'name_search', trainings: 'title_search' } as const;

export async function up(db: Kysely<unknown>) {
  const { sqlite } = columnTypes(db);
  await db.schema
    .alterTable('content_totals')
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [list, column] of Object.entries(SEARCHED)) {
    const bump = `update content_totals set version = version + 1 where list = '${list}';`;
    const events = ['insert', 'delete', `update of ${column}, is_active`];
    if (sqlite) {
      for (const [i, event] of events.entries())
        await sql
          .raw(`create trigger ${list}_version_${i} after ${event} on ${list} begin ${bump} end`)
          .execute(db);
      continue;
    }
    // Once per statement: a bulk change moves the version once.
    await sql
      .raw(`create function ${list}_version_bump() returns trigger language plpgsql as $$
        begin ${bump} return null; end $$`)
      .execute(db);
    await sql
      .raw(`create trigger ${list}_version after ${events.join(' or ')} on ${list}
        for each statement execute function ${list}_version_bump()`)
      .execute(db);
  }
}
