import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../connection';
import { preparedQuery, type SlotFn } from './prepared-query';

type Scratch = { events: { id: string; kind: string; created_at: Date } };
let db: Kysely<Scratch>;
beforeAll(async () => {
  db = openDatabase({}).db as unknown as Kysely<Scratch>;
  await sql`create table events (id text primary key, kind text, created_at text)`.execute(db);
  await db
    .insertInto('events')
    .values([
      { id: 'a', kind: 'x', created_at: new Date('2026-01-01T00:00:00Z') },
      { id: 'b', kind: 'x', created_at: new Date('2026-02-01T00:00:00Z') },
      { id: 'c', kind: 'y', created_at: new Date('2026-03-01T00:00:00Z') },
    ])
    .execute();
});
afterAll(() => db.destroy());

describe('preparedQuery', () => {
  let builds = 0;
  type Params = { kind: string; after: Date };
  const build = (d: Kysely<Scratch>, slot: SlotFn<Params>) =>
    d
      .selectFrom('events')
      .select(['id', 'created_at'])
      .where('kind', '=', slot('kind'))
      .where('created_at', '>', slot('after'))
      .orderBy('id')
      .limit(10);
  const eventsAfter = preparedQuery((d: Kysely<Scratch>, slot: SlotFn<Params>) => {
    builds++;
    return build(d, slot);
  });
  /** The plain path: the same query built with its values and run through Kysely. */
  const plain = (params: Params) => build(db, (name) => params[name]).execute();

  it('compiles once and binds fresh values on every run', async () => {
    const first = await eventsAfter(db, { kind: 'x', after: new Date('2026-01-15T00:00:00Z') });
    const second = await eventsAfter(db, { kind: 'y', after: new Date('2025-01-01T00:00:00Z') });
    expect(first.map((r) => r.id)).toEqual(['b']);
    expect(second.map((r) => r.id)).toEqual(['c']);
    expect(builds).toBe(1);
  });

  it('reads rows through the database plugins', async () => {
    const [row] = await eventsAfter(db, { kind: 'x', after: new Date(0) });
    expect(row?.created_at).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('returns the rows the plain Kysely query returns, on the driver and inside a transaction', async () => {
    for (const params of [
      { kind: 'x', after: new Date(0) },
      { kind: 'y', after: new Date('2026-02-15T00:00:00Z') },
      { kind: 'z', after: new Date(0) },
    ]) {
      const expected = await plain(params);
      expect(await eventsAfter(db, params)).toEqual(expected);
      expect(await db.transaction().execute((trx) => eventsAfter(trx, params))).toEqual(expected);
    }
  });

  it('refuses a run with a value missing', async () => {
    await expect(eventsAfter(db, { kind: 'x' } as never)).rejects.toThrow(/no value for after/);
  });
});
