import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';
import { engineOf } from '../../../platform/db/engine';
import { foldedName } from '../../../platform/db/folded-name';
import { normalizeSearchText } from '../../../platform/db/text-search';

// The users list's search (SPEC §7, issue 20 §2): a member whose e-mail or name contains the
// term, case-insensitive, and for names accent-insensitive ("goncalves" finds "Gonçalves").
// Both through trigram indexes: pg_trgm's GIN on PostgreSQL (the e-mail, and the name folded by
// foldedName), FTS5 trigram tables on SQLite (profiles_email_fts, migration 0004, and
// profiles_name_fts, migration 0031, which folds accents itself). Trigrams need 3 characters:
// shorter fragments read every member (decision 011).
// E-mails are stored lowercased (Better Auth and our schemas lowercase them), and so is the search
// (userSearchField), so a plain LIKE is case-insensitive: ILIKE would fold the case of every row it
// reads again, several times slower on a broad search.

const MIN_TRIGRAM = 3;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const likePattern = (text: string) => `%${escapeLike(text)}%`;
const ftsPhrase = (term: string) => `"${term.replaceAll('"', '""')}"`;
const usesFts = (db: Db, term: string) => engineOf(db) === 'sqlite' && [...term].length >= MIN_TRIGRAM;

/** The e-mail or the folded name LIKE the term: what an ordered walk filters by (dense matches, the CSV). */
export function memberLike(db: Db, term: string): Expression<SqlBool> {
  const email = likePattern(term.toLowerCase());
  const name = likePattern(normalizeSearchText(term));
  return sql<SqlBool>`(profiles.email like ${email} escape '\\' or ${foldedName(db)} like ${name} escape '\\')`;
}

/** The same condition answered from the engine's trigram indexes (a page of sparse matches). */
export function memberContains(db: Db, term: string): Expression<SqlBool> {
  if (!usesFts(db, term)) return memberLike(db, term);
  const phrase = ftsPhrase(term.toLowerCase());
  return sql<SqlBool>`(profiles.rowid in (select rowid from profiles_email_fts where profiles_email_fts match ${phrase})
    or profiles.rowid in (select rowid from profiles_name_fts where profiles_name_fts match ${phrase}))`;
}

/** How many members match: on SQLite the two FTS tables alone answer (they mirror profiles). */
export async function countMatching({ db, term }: { db: Db; term: string }) {
  const phrase = ftsPhrase(term.toLowerCase());
  const query = usesFts(db, term)
    ? sql<{ n: number | string }>`select count(*) as n from (
        select rowid from profiles_email_fts where profiles_email_fts match ${phrase}
        union select rowid from profiles_name_fts where profiles_name_fts match ${phrase})`
    : sql<{ n: number | string }>`select count(*) as n from profiles where ${memberLike(db, term)}`;
  const { rows } = await query.execute(db);
  return Number(rows[0]?.n ?? 0);
}
