import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';
import { engineOf } from '../../../platform/db/engine';

// E-mail "contains" search (SPEC §7: case-insensitive), through a trigram index on both engines:
// pg_trgm's GIN index serves LIKE on PostgreSQL; on SQLite the FTS5 trigram table
// profiles_email_fts (migration 0004) answers phrase queries, which for trigrams mean "contains".
// Trigrams need 3 characters: shorter fragments read every e-mail (decision 011).
// E-mails are stored lowercased (Better Auth and our schemas lowercase them), and so is the
// search (userSearchField), so a plain LIKE is case-insensitive: ILIKE would fold the case of every
// row it reads again, several times slower on a broad search.

const MIN_TRIGRAM = 3;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (term: string) => `%${escapeLike(term.toLowerCase())}%`;
const ftsPhrase = (term: string) => `"${term.replaceAll('"', '""')}"`;
const usesFts = (db: Db, term: string) => engineOf(db) === 'sqlite' && [...term].length >= MIN_TRIGRAM;

/** A plain LIKE on profiles.email: what an ordered walk filters by (dense matches, the CSV export). */
export function emailLike(term: string): Expression<SqlBool> {
  return sql<SqlBool>`profiles.email like ${likePattern(term)} escape '\\'`;
}

/** The condition on `profiles` for a list page, through the engine's trigram index. */
export function emailContains(db: Db, term: string): Expression<SqlBool> {
  if (!usesFts(db, term)) return emailLike(term);
  return sql<SqlBool>`profiles.rowid in (select rowid from profiles_email_fts where profiles_email_fts match ${ftsPhrase(term)})`;
}

/** How many profiles match: on SQLite the FTS table alone answers (it mirrors profiles). */
export async function countMatching({ db, term }: { db: Db; term: string }) {
  const query = usesFts(db, term)
    ? sql<{
        n: number | string;
      }>`select count(*) as n from profiles_email_fts where profiles_email_fts match ${ftsPhrase(term)}`
    : sql<{ n: number | string }>`select count(*) as n from profiles where ${emailContains(db, term)}`;
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}
