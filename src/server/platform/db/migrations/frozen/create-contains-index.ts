import { type Kysely, sql } from 'kysely';

// Frozen copy of platform/db/text-search.ts's createContainsIndex as migrations 0005 and 0010 ran
// it: a landed migration never changes, so it never imports live code. The queries in
// text-search.ts read these indexes by the same names. Never edit this file; a new index shape is
// a new helper beside it.

/** A normalized column searched by "contains"; `activeOnly`: an index of the active rows alone. */
export type ContainsIndex = { table: string; column: string; activeOnly?: boolean };

/** Creates the trigram index of a normalized column: pg_trgm's GIN or an FTS5 trigram table. */
export async function createContainsIndex(
  db: Kysely<unknown>,
  kind: 'sqlite' | 'postgres',
  index: ContainsIndex,
) {
  const { table, column, activeOnly } = index;
  if (kind === 'postgres') {
    // One GIN index serves both (the members' query adds is_active).
    if (activeOnly) return;
    // Trusted since PostgreSQL 13: the database owner may create it.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.id(table)} using gin (${sql.id(column)} gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  const name = `${table}_${column}${activeOnly ? '_active' : ''}_fts`;
  const fts = sql.id(name);
  const [t, c] = [sql.id(table), sql.id(column)];
  // An active-only index holds the rows with is_active = 1.
  const filter = activeOnly ? sql` where is_active = 1` : sql``;
  const when = activeOnly ? sql` when new.is_active = 1` : sql``;
  // Keyed by the record's id, not its rowid: VACUUM may renumber the rowids of a table whose
  // primary key is text. Updates and deletes find their row by a scan of the index's own
  // table, a cost only admin writes pay.
  await sql`create virtual table ${fts} using fts5(record_id unindexed, ${c}, tokenize = 'trigram')`.execute(
    db,
  );
  await sql`insert into ${fts} (record_id, ${c}) select id, ${c} from ${t}${filter}`.execute(db);
  await sql`create trigger ${sql.id(`${name}_insert`)} after insert on ${t}${when} begin
    insert into ${fts} (record_id, ${c}) values (new.id, new.${c}); end`.execute(db);
  if (activeOnly) {
    // In or out as the status changes; a new title replaces the old one.
    await sql`create trigger ${sql.id(`${name}_update`)} after update of ${c}, is_active on ${t} begin
      delete from ${fts} where record_id = old.id;
      insert into ${fts} (record_id, ${c}) select new.id, new.${c} where new.is_active = 1; end`.execute(db);
  } else {
    await sql`create trigger ${sql.id(`${name}_update`)} after update of ${c} on ${t} begin
      update ${fts} set ${c} = new.${c} where record_id = old.id; end`.execute(db);
  }
  await sql`create trigger ${sql.id(`${name}_delete`)} after delete on ${t} begin
    delete from ${fts} where record_id = old.id; end`.execute(db);
}
