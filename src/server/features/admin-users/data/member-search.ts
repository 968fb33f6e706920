import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';
import { engineOf } from '../../../platform/db/engine';
import { FOLD_FROM, FOLD_TO } from '../../../platform/db/migrations/frozen/fold-name-sql';
import { normalizeSearchText } from '../../../platform/db/text-search';

// The users list's search (SPEC §7, issue 20 §2): a member whose e-mail or name contains the
// term, case-insensitive, and for names accent-insensitive ("goncalves" finds "Gonçalves").
// Both through trigram indexes: on PostgreSQL pg_trgm's GIN on the e-mail and on the name folded
// by FOLDED_NAME (migration 0031: the query must use the indexed expression's very text); on
// SQLite the FTS5 trigram tables profiles_email_fts (0004) and profiles_name_fts (0031, which folds
// accents itself). Trigrams need 3 characters: shorter fragments read every member (decision 011).
// E-mails are stored lowercased (Better Auth and our schemas lowercase them), and so is the search
// (userSearchField), so a plain LIKE is case-insensitive: ILIKE would fold the case of every row it
// reads again, several times slower on a broad search.

const MIN_TRIGRAM = 3;
const FOLDED_NAME = sql`translate(lower(profiles.full_name), ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (text: string) => `%${escapeLike(text)}%`;
const ftsPhrase = (term: string) => `"${term.toLowerCase().replaceAll('"', '""')}"`;
const usesFts = (db: Db, term: string) => engineOf(db) === 'sqlite' && [...term].length >= MIN_TRIGRAM;
const ftsRowids = (table: 'profiles_email_fts' | 'profiles_name_fts', term: string) =>
  sql`select rowid from ${sql.table(table)} where ${sql.table(table)} match ${ftsPhrase(term)}`;

const emailLike = (term: string) =>
  sql<SqlBool>`profiles.email like ${likePattern(term.toLowerCase())} escape '\\'`;

/** The name, without case or accents, contains the term (three characters or more). */
function nameContains(db: Db, term: string): Expression<SqlBool> {
  if (engineOf(db) === 'postgres')
    return sql<SqlBool>`${FOLDED_NAME} like ${likePattern(normalizeSearchText(term))} escape '\\'`;
  // SQLite: the FTS table's matches, looked up once per statement (it folds accents; a
  // function folding each row in JavaScript would cost a walk ten times over).
  return sql<SqlBool>`profiles.rowid in (${ftsRowids('profiles_name_fts', term)})`;
}

/**
 * The e-mail LIKE the term or the name containing it: what an ordered walk filters by (dense
 * matches, the CSV). Names are searched from three characters: a shorter fragment has no trigram,
 * and folding every member's name for it would read the whole table (1.8 s at a million on
 * PostgreSQL); e-mails are still searched by any fragment, as before.
 */
export function memberLike(db: Db, term: string): Expression<SqlBool> {
  if ([...term].length < MIN_TRIGRAM) return emailLike(term);
  return sql<SqlBool>`(${emailLike(term)} or ${nameContains(db, term)})`;
}

/** The same condition answered from the trigram indexes (a page of sparse matches). */
export function memberContains(db: Db, term: string): Expression<SqlBool> {
  if (!usesFts(db, term)) return memberLike(db, term);
  return sql<SqlBool>`profiles.rowid in (${ftsRowids('profiles_email_fts', term)} union ${ftsRowids('profiles_name_fts', term)})`;
}

/** How many members match: on SQLite the two FTS tables alone answer (they mirror profiles). */
export async function countMatching({ db, term }: { db: Db; term: string }) {
  const query = usesFts(db, term)
    ? sql<{ n: number | string }>`select count(*) as n from (${ftsRowids('profiles_email_fts', term)}
        union ${ftsRowids('profiles_name_fts', term)})`
    : sql<{ n: number | string }>`select count(*) as n from profiles where ${memberLike(db, term)}`;
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}
