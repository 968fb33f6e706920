import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from './connection';
import { engineOf } from './engine';

// Search is a case-insensitive "contains" (docs/product.md#validation-rules), the same on both
// engines and for accented pt-BR text: a normalized copy of the searched column (lower case, no
// accents) is stored beside it and searched with a trigram index: pg_trgm's GIN on PostgreSQL, an
// FTS5 trigram table on SQLite.

/** Lower case, accents removed, runs of spaces as one: "Edição de  Vídeo" → "edicao de video". */
export function normalizeSearchText(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A trigram index needs three characters; shorter terms are matched by a scan. */
const TRIGRAM = 3;

/**
 * A normalized column searched by "contains". `activeOnly`: the index of the table's active rows
 * alone (members' searches), whose matches are counted without reading the table. On PostgreSQL
 * it is the column's one GIN index plus `is_active` (pg_trgm rechecks each match in the table
 * anyway); on SQLite a second FTS table that holds only the active rows.
 */
export type ContainsIndex = { table: string; column: string; activeOnly?: boolean };

/**
 * The FTS5 table that indexes a column on SQLite: one row per record, keyed by its id. Migrations
 * create these indexes (migrations/frozen/create-contains-index.ts), under the same names.
 */
const ftsTable = ({ table, column, activeOnly }: ContainsIndex) =>
  `${table}_${column}${activeOnly ? '_active' : ''}_fts`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const usesFts = (db: Db, normalized: string) => engineOf(db) === 'sqlite' && normalized.length >= TRIGRAM;
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
  db: Db,
  index: ContainsIndex,
  term: string,
  idColumn = `${index.table}.id`,
): Expression<SqlBool> {
  const normalized = normalizeSearchText(term);
  if (!usesFts(db, normalized)) return likeFilter(index, term);
  // A quoted FTS5 phrase of trigram tokens matches exactly the substrings: no LIKE recheck.
  const fts = sql.id(ftsTable(index));
  return sql<SqlBool>`${sql.ref(idColumn)} in (select record_id from ${fts} where ${fts} match ${ftsPhrase(normalized)})`;
}

/**
 * How many records contain the term (active ones only for an `activeOnly` index). On SQLite the
 * FTS table alone answers: it mirrors the rows it indexes, so the table is not read.
 */
export async function countContaining(db: Db, index: ContainsIndex, term: string) {
  const normalized = normalizeSearchText(term);
  const fts = sql.id(ftsTable(index));
  const query = usesFts(db, normalized)
    ? sql<{
        n: number | string;
      }>`select count(*) as n from ${fts} where ${fts} match ${ftsPhrase(normalized)}`
    : sql<{ n: number | string }>`select count(*) as n from ${sql.id(index.table)}
        where ${likeFilter(index, term)} ${index.activeOnly ? sql`and is_active = ${sql.lit(engineOf(db) === 'sqlite' ? 1 : true)}` : sql``}`;
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}
