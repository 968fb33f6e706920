import { type Kysely, sql } from 'kysely';
import { columnTypes } from './frozen/column-types';
import { createContainsIndex } from './frozen/create-contains-index';

// Decision 012: the library and trainings lists as fast at 100,000 rows as at ten.
// - content_totals: every row and the active ones per list, so a total is one row, not a count(*).
// - content_anchors: every thousandth position of each list (all rows, and the active ones) with
//   the row key found there, so a deep page starts from the nearest anchor instead of skipping
//   tens of thousands of index entries. The database keeps both in step with each insert, delete
//   and change of status; newest-first-page.ts places the anchors and reads them.
// - members' title search has its own index of the active trainings on SQLite, so counting what
//   a member finds never reads the trainings themselves.
const LISTS = ['library_items', 'trainings'] as const;

export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);

  await db.schema
    .createTable('content_totals')
    .addColumn('list', 'text', (c) => c.primaryKey())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('active', 'bigint', (c) => c.notNull())
    .execute();
  for (const list of LISTS) {
    await sql`insert into content_totals (list, total, active)
      select ${list}, count(*), coalesce(sum(case when is_active then 1 else 0 end), 0)
      from ${sql.table(list)}`.execute(db);
  }

  // `position`: how many rows of the list ('all', or 'active' only) come before the key, newest
  // first. A key whose row was deleted still marks its place.
  await db.schema
    .createTable('content_anchors')
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_anchors_pkey', ['list', 'scope', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('content_anchors_position_idx')
    .on('content_anchors')
    .columns(['list', 'scope', 'position'])
    .execute();

  if (t.sqlite) await sqliteTriggers(db);
  else await postgresTriggers(db);

  await createContainsIndex(db, t.sqlite ? 'sqlite' : 'postgres', {
    table: 'trainings',
    column: 'title_search',
    activeOnly: true,
  });
}

/** Anchors after (older than) a row move by one when it comes, goes, or changes status. */
const shiftAnchors = (list: string, row: 'new' | 'old', by: string, scopes: string) =>
  `update content_anchors set position = position + ${by}
   where list = '${list}' and ${scopes} and (created_at, id) < (${row}.created_at, ${row}.id);`;

async function sqliteTriggers(db: Kysely<unknown>) {
  // is_active is 0 or 1 on SQLite.
  for (const list of LISTS) {
    const totals = (set: string) => `update content_totals set ${set} where list = '${list}';`;
    const trigger = (name: string, event: string, body: string, when = '') =>
      sql
        .raw(`create trigger ${list}_${name} after ${event} on ${list} ${when} begin ${body} end`)
        .execute(db);
    await trigger(
      'lists_insert',
      'insert',
      `${totals('total = total + 1, active = active + new.is_active')}
       ${shiftAnchors(list, 'new', '1', "(scope = 'all' or new.is_active = 1)")}`,
    );
    await trigger(
      'lists_delete',
      'delete',
      `${totals('total = total - 1, active = active - old.is_active')}
       ${shiftAnchors(list, 'old', '-1', "(scope = 'all' or old.is_active = 1)")}`,
    );
    await trigger(
      'lists_status',
      'update of is_active',
      `${totals('active = active + new.is_active - old.is_active')}
       ${shiftAnchors(list, 'new', 'new.is_active - old.is_active', "scope = 'active'")}`,
      'when new.is_active <> old.is_active',
    );
    // Rows never move in time; should one, its list's anchors are dropped and placed again.
    await trigger(
      'lists_moved',
      'update of created_at',
      `delete from content_anchors where list = '${list}';`,
      'when new.created_at <> old.created_at',
    );
  }
}

/**
 * Row triggers: only admins write these tables, one row at a time. The status trigger fires on a
 * real change of is_active alone, so a download (which updates downloads_count) touches neither
 * the counters nor the anchors.
 */
async function postgresTriggers(db: Kysely<unknown>) {
  const change = (list: string) => `
    if tg_op = 'INSERT' then
      update content_totals set total = total + 1, active = active + new.is_active::int where list = '${list}';
      ${shiftAnchors(list, 'new', '1', "(scope = 'all' or new.is_active)")}
    elsif tg_op = 'DELETE' then
      update content_totals set total = total - 1, active = active - old.is_active::int where list = '${list}';
      ${shiftAnchors(list, 'old', '-1', "(scope = 'all' or old.is_active)")}
    else
      update content_totals set active = active + new.is_active::int - old.is_active::int where list = '${list}';
      ${shiftAnchors(list, 'new', 'new.is_active::int - old.is_active::int', "scope = 'active'")}
    end if;`;
  for (const list of LISTS) {
    await sql
      .raw(`create function ${list}_lists_change() returns trigger language plpgsql as $$
        begin ${change(list)} return null; end $$`)
      .execute(db);
    await sql
      .raw(`create function ${list}_lists_moved() returns trigger language plpgsql as $$
        begin delete from content_anchors where list = '${list}'; return null; end $$`)
      .execute(db);
    await sql
      .raw(`create trigger ${list}_lists_count after insert or delete on ${list}
        for each row execute function ${list}_lists_change()`)
      .execute(db);
    await sql
      .raw(`create trigger ${list}_lists_status after update of is_active on ${list}
        for each row when (old.is_active is distinct from new.is_active)
        execute function ${list}_lists_change()`)
      .execute(db);
    await sql
      .raw(`create trigger ${list}_lists_moved after update of created_at on ${list}
        for each row when (old.created_at is distinct from new.created_at)
        execute function ${list}_lists_moved()`)
      .execute(db);
  }
}
