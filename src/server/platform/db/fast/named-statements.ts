import { createHash } from 'node:crypto';
import type { Compilable } from 'kysely';
import type { Db } from '../connection';

// Named statements on PostgreSQL (fast/README.md). Unnamed, PostgreSQL parses and plans a query on
// every call; named, once per connection: the session query costs ~500 µs of PostgreSQL time
// unnamed, ~150 µs named. SQLite keeps its statements by SQL text instead (sqlite-statements.ts).
// Only for queries with an explicit column list: a prepared `select *` fails with "cached plan
// must not change result type" once another node's migration adds a column.

const marked = new Map<string, string>();
const everyNames = new Map<string, string>();
const nameOf = (sql: string) => `hub_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;

/** Marks an SQL text to run as a named statement on every PostgreSQL connection of the app. */
export function prepareOnServer(sql: string) {
  if (!marked.has(sql)) marked.set(sql, nameOf(sql));
}

/**
 * The name SQL runs under on PostgreSQL; undefined runs it unnamed. Marked SQL keeps the name
 * prepareOnServer gave it. `prepareEvery` (a pool that runs a few kinds of statement over and
 * over: the payment worker's lanes) names every statement with parameters and no `*` as well;
 * each distinct text stays prepared on each connection for its life, so only for pools whose
 * statements are few.
 */
export function statementNameOf(sql: string, parameters: ReadonlyArray<unknown> = [], prepareEvery = false) {
  const name = marked.get(sql);
  if (name || !prepareEvery || parameters.length === 0 || sql.includes('*')) return name;
  let every = everyNames.get(sql);
  if (!every) {
    every = nameOf(sql);
    everyNames.set(sql, every);
  }
  return every;
}

/**
 * Runs a built query as a named statement on PostgreSQL (planned once when PostgreSQL finds a
 * generic plan no dearer than its custom ones), for hot lists whose shape varies a little (which
 * list, a first or a deeper page): each SQL text becomes one statement. Only for a bounded number
 * of shapes; a search pattern's query stays unnamed, so each pattern is planned for itself.
 */
export async function executeNamed<Row>(db: Db, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  prepareOnServer(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}
