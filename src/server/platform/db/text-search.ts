import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DatabaseKind, Db } from './connection';

// SPEC §5 "case-insensitive contains", the same on both engines and for accented pt-BR text:
// a normalized copy of the searched column (lower case, no accents) is stored beside it and
// searched with a trigram index: pg_trgm's GIN on PostgreSQL, an FTS5 trigram table on SQLite.

/** Lower case, accents removed, runs of spaces as one: "Edição de  Vídeo" → "edicao de video". */
export function normalizeSearchText(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A trigram index needs three characters; shorter terms are matched by a scan. */
export const TRIGRAM = 3;

/**
 * A normalized column searched by "contains". `activeOnly`: the index of the table's active rows
 * alone (members' searches), whose matches are counted without reading the table. On PostgreSQL
 * it is the column's one GIN index plus `is_active` (pg_trgm rechecks each match in the table
 * anyway); on SQLite a second FTS table that holds only the active rows.
 */
export type ContainsIndex = { table: string; column: string; activeOnly?: boolean };

/** The FTS5 table that indexes a column on SQLite: one row per record, keyed by its id. */
const ftsTable = ({ table, column, activeOnly }: ContainsIndex) =>
  `${table}_${column}${activeOnly ? '_active' : ''}_fts`;

/** Creates the trigram index of a normalized column (a migration step). */
export async function createContainsIndex(db: Kysely<unknown>, kind: DatabaseKind, index: ContainsIndex) {
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
  const name = ftsTable(index);
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const usesFts = (kind: DatabaseKind, normalized: string) => kind === 'sqlite' && normalized.length >= TRIGRAM;
const ftsPhrase = (normalized: string) => `"${normalized.replaceAll('"', '""')}"`;

/** A plain LIKE on the normalized column: what an ordered walk filters by when matches are dense. */
export function likeFilter(index: ContainsIndex, term: string): Expression<SqlBool> {
  const column = sql.ref(`${index.table}.${index.column}`);
  return sql<SqlBool>`${column} like ${`%${escapeLike(normalizeSearchText(term))}%`} escape '\\'`;
}

/**
 * `record.column contains term` (term normalized here), answered by the column's trigram index
 * whenever the term has three characters or more. `idColumn` is the record's qualified id.
 */
export function containsFilter(
  kind: DatabaseKind,
  index: ContainsIndex,
  term: string,
  idColumn = `${index.table}.id`,
): Expression<SqlBool> {
  const normalized = normalizeSearchText(term);
  if (!usesFts(kind, normalized)) return likeFilter(index, term);
  // A quoted FTS5 phrase of trigram tokens matches exactly the substrings: no LIKE recheck.
  const fts = sql.id(ftsTable(index));
  return sql<SqlBool>`${sql.ref(idColumn)} in (select record_id from ${fts} where ${fts} match ${ftsPhrase(normalized)})`;
}

/**
 * How many records contain the term (active ones only for an `activeOnly` index). On SQLite the
 * FTS table alone answers: it mirrors the rows it indexes, so the table is not read.
 */
export async function countContaining(db: Db, kind: DatabaseKind, index: ContainsIndex, term: string) {
  const normalized = normalizeSearchText(term);
  const fts = sql.id(ftsTable(index));
  const query = usesFts(kind, normalized)
    ? sql<{
        n: number | string;
      }>`select count(*) as n from ${fts} where ${fts} match ${ftsPhrase(normalized)}`
    : sql<{ n: number | string }>`select count(*) as n from ${sql.id(index.table)}
        where ${likeFilter(index, term)} ${index.activeOnly ? sql`and is_active = ${sql.lit(kind === 'sqlite' ? 1 : true)}` : sql``}`;
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}
