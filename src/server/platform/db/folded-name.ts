import { type RawBuilder, sql } from 'kysely';
import type { Db } from './connection';
import { engineOf } from './engine';
import { FOLD_FROM, FOLD_TO } from './migrations/frozen/fold-name-sql';

/**
 * A member's name in lower case without accents, as SQL (issue 20 §2). On PostgreSQL the very
 * expression profiles_name_trgm_idx indexes (migration 0031: the same text, or the index is not
 * used); on SQLite fold_text, registered on each connection (connection.ts), for the walks that
 * filter row by row; its FTS5 table folds accents by itself.
 */
export const foldedName = (db: Db): RawBuilder<string> =>
  engineOf(db) === 'postgres'
    ? sql<string>`translate(lower(profiles.full_name), ${sql.lit(FOLD_FROM)}, ${sql.lit(FOLD_TO)})`
    : sql<string>`fold_text(profiles.full_name)`;
