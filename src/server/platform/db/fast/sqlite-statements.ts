import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 as Kysely's SQLite driver sees it, made cheaper per query (bench/README.md,
 * "API latency"):
 * - Kysely prepares every query afresh and better-sqlite3 compiles the SQL each time; statements
 *   are kept by SQL text instead (bounded). Safe: better-sqlite3 is synchronous and Kysely
 *   serialises its single connection; a statement still being iterated is never handed out twice.
 * - SQLite has no date or boolean type: Date parameters become ISO-8601 text (which sorts like
 *   time) and booleans 0/1 here, on the parameter list, rather than by rebuilding every query
 *   tree in a plugin. Reads are converted back by SqliteValuesPlugin.
 */
export function sqliteStatements(sqlite: SQLite.Database, onClose?: () => void): SqliteDatabase {
  const statements = new Map<string, { raw: SQLite.Statement; wrapped: SqliteStatement }>();
  return {
    close: () => {
      onClose?.();
      sqlite.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.raw.busy) return cached.wrapped;
      const raw = sqlite.prepare(sql);
      const wrapped = wrapStatement(raw);
      if (cached) return wrapped;
      if (statements.size >= STATEMENT_CACHE_SIZE)
        statements.delete(statements.keys().next().value as string);
      statements.set(sql, { raw, wrapped });
      return wrapped;
    },
  };
}

function wrapStatement(statement: SQLite.Statement): SqliteStatement {
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(toSqliteParameters(parameters)),
    run: (parameters) => statement.run(toSqliteParameters(parameters)),
    iterate: (parameters) => statement.iterate(toSqliteParameters(parameters)),
  };
}

export function toSqliteParameters(parameters: ReadonlyArray<unknown>): unknown[] {
  let converted: unknown[] | undefined;
  for (let i = 0; i < parameters.length; i++) {
    const value = parameters[i];
    if (value instanceof Date || typeof value === 'boolean') {
      converted ??= [...parameters];
      converted[i] = value instanceof Date ? value.toISOString() : value ? 1 : 0;
    }
  }
  return converted ?? (parameters as unknown[]);
}
