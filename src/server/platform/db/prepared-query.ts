import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import { type Db, directRunnerOf } from './connection';
import { prepareOnServer } from './postgres-pool';

class Slot {
  constructor(readonly name: string) {}
}

type Compiled = { sql: string; parameters: readonly unknown[] };

/** Marks a varying value in a prepared query; typed as the value it stands for. */
export type SlotFn<Params> = <K extends keyof Params & string>(name: K) => Params[K];

/**
 * A Kysely query built and compiled once per database, then run with fresh parameters.
 *
 * For the query behind every API call only (the session read): there, Kysely's builder and
 * compiler cost three times SQLite's own work (bench/README.md, "API latency"). The query is
 * written with the builder as usual, each varying value given as slot('name'); the compiled SQL
 * is kept and every run binds the values in the slots' places; on PostgreSQL it also runs as a
 * named statement, planned once per connection. It runs on the driver directly (connection.ts,
 * DirectRunner), with the values Kysely's plugins would give; inside a transaction, through Kysely.
 */
export function preparedQuery<Params extends Record<string, unknown>, Row, DB>(
  build: (db: Kysely<DB>, slot: SlotFn<Params>) => Compilable<Row>,
) {
  const compiledFor = new WeakMap<Kysely<DB>, Compiled>();
  const slot = (name: string) => new Slot(name) as never;
  return async (db: Kysely<DB>, params: Params): Promise<Row[]> => {
    let compiled = compiledFor.get(db);
    if (!compiled) {
      compiled = build(db, slot).compile();
      compiledFor.set(db, compiled);
      prepareOnServer(compiled.sql);
    }
    const parameters = compiled.parameters.map((value) => {
      if (!(value instanceof Slot)) return value;
      if (!(value.name in params)) throw new Error(`preparedQuery: no value for ${value.name}`);
      return params[value.name];
    });
    const direct = directRunnerOf(db);
    if (direct) return (await direct(compiled.sql, parameters)) as Row[];
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return rows;
  };
}

/**
 * Runs a built query as a named statement on PostgreSQL (parsed once per connection; planned once
 * when PostgreSQL finds a generic plan no dearer than its custom ones), for hot queries whose shape
 * varies a little (which list, a first or a deeper page): each SQL text becomes one statement.
 * Only for queries with an explicit column list (see prepareOnServer) and a bounded number of
 * shapes; a search pattern's query stays unnamed, so each pattern is planned for itself.
 */
export async function executeNamed<Row>(db: Db, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  prepareOnServer(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}
