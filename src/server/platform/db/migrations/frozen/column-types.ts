import { type ColumnDataType, type Kysely, type RawBuilder, SqliteAdapter, sql } from 'kysely';

// Migrations speak both engines; these are the few types that differ (see sqlite-values-plugin.ts).
// Frozen with the migrations that ran it: never change a type here, add a new helper.
export function columnTypes(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return {
    sqlite,
    timestamp: (sqlite ? 'text' : 'timestamptz') as ColumnDataType,
    boolean: (sqlite ? 'integer' : 'boolean') as ColumnDataType,
    money: (sqlite ? 'real' : 'numeric(10, 2)') as ColumnDataType,
    now: (sqlite ? sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` : sql`now()`) as RawBuilder<unknown>,
    true: sql.lit(sqlite ? 1 : true),
    false: sql.lit(sqlite ? 0 : false),
  };
}
