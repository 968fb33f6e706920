import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Generated, type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';

type Scratch = { t: { id: Generated<number>; v: string } };

let db: Kysely<Scratch>;
beforeEach(async () => {
  db = openDatabase({}).db as unknown as Kysely<Scratch>;
  await sql`create table t (id integer primary key, v text)`.execute(db);
});
afterEach(() => db.destroy());

/** Counts loop turns (check phases) until stopped. */
function turnCounter() {
  let turns = 0;
  let running = true;
  const tick = () => {
    turns++;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return {
    get turns() {
      return turns;
    },
    stop: () => {
      running = false;
    },
  };
}

describe('FairSqliteDialect', () => {
  it('runs queued transactions one per loop turn, in the order they came', async () => {
    const counter = turnCounter();
    const finished: number[] = [];
    const turnsAt: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('t')
            .values({ v: `a${i}` })
            .execute();
          await trx
            .insertInto('t')
            .values({ v: `b${i}` })
            .execute();
          finished.push(i);
          turnsAt.push(counter.turns);
        }),
      ),
    );
    counter.stop();
    expect(finished).toEqual(Array.from({ length: 20 }, (_, i) => i));
    // Without the turn-taking all twenty ran back to back in one turn.
    expect(new Set(turnsAt).size).toBe(20);
    expect(
      await db
        .selectFrom('t')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ).toEqual({
      n: 40,
    });
  });

  it('lets the first caller of a turn go at once', async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    await db.insertInto('t').values({ v: 'x' }).execute();
    expect(turned).toBe(false);
  });
});

describe('transactions on a file another process also writes', () => {
  it('take the write lock when they begin: a read then a write never fails on a stale snapshot', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hub-immediate-'));
    const file = path.join(dir, 'hub.sqlite');
    const app = openDatabase({ sqliteFile: file }).db as unknown as Kysely<Scratch>;
    await sql`create table t (id integer primary key, v text)`.execute(app);
    // Another process on the same file (the browser suite's factories, a backup): it does not wait.
    const other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    let otherWrote = true;
    try {
      await app.transaction().execute(async (trx) => {
        await trx.selectFrom('t').selectAll().execute();
        try {
          other.prepare("insert into t (v) values ('outro processo')").run();
        } catch (error) {
          expect((error as { code?: string }).code).toBe('SQLITE_BUSY');
          otherWrote = false;
        }
        // With a deferred BEGIN the other write lands first and this one fails (SQLITE_BUSY_SNAPSHOT).
        await trx.insertInto('t').values({ v: 'app' }).execute();
      });
      expect(otherWrote).toBe(false);
      expect((await app.selectFrom('t').select('v').execute()).map((row) => row.v)).toEqual(['app']);
    } finally {
      other.close();
      await app.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
