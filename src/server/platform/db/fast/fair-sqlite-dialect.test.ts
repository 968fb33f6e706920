import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { type Generated, type Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../connection';
import { TURN_BUDGET_MS } from './fair-sqlite-dialect';

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

/** Two inserts in a transaction, noting the loop turn it finished in. */
function twoInserts(i: number, turnsAt: number[], counter: { turns: number }, hold?: () => void) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('t')
      .values({ v: `a${i}` })
      .execute();
    hold?.();
    await trx
      .insertInto('t')
      .values({ v: `b${i}` })
      .execute();
    turnsAt[i] = counter.turns;
  });
}

/** Resolves in the next check phase: this turn's budget (spent by the table's creation) is over. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Keeps the thread busy, as a long synchronous query would. */
function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {}
}

describe('FairSqliteDialect', () => {
  it('hands the connection to queued callers one after another, in the order they came, while the turn lasts', async () => {
    await nextTurn();
    // The clock stands still: however slow the machine, the whole queue fits in one turn's budget.
    const now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(now);
    const counter = turnCounter();
    const turnsAt: number[] = [];
    const finished: number[] = [];
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => twoInserts(i, turnsAt, counter).then(() => finished.push(i))),
      );
    } finally {
      clock.mockRestore();
      counter.stop();
    }
    expect(finished).toEqual(Array.from({ length: 20 }, (_, i) => i));
    // One per loop turn (the first version) took twenty turns: a route needing several queries
    // waited a whole turn for each under load.
    expect(new Set(turnsAt).size).toBe(1);
    expect(
      await db
        .selectFrom('t')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ).toEqual({ n: 40 });
  });

  it('leaves the queue to the next turn once the turn has held the connection TURN_BUDGET_MS', async () => {
    await nextTurn();
    const counter = turnCounter();
    const turnsAt: number[] = [];
    await Promise.all(
      Array.from({ length: 5 }, (_, i) => twoInserts(i, turnsAt, counter, () => spin(TURN_BUDGET_MS))),
    );
    counter.stop();
    // Each one spends the whole budget: between two of them the loop polls its sockets.
    expect(new Set(turnsAt).size).toBe(5);
  });

  it('keeps the connection for a transaction across its awaits: queued queries run after it', async () => {
    let begun!: () => void;
    const inside = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ v: 'a' }).execute();
      begun();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await trx.insertInto('t').values({ v: 'b' }).execute();
    });
    await inside;
    const reads = await Promise.all(
      Array.from({ length: 5 }, () => db.selectFrom('t').selectAll().execute()),
    );
    await transaction;
    expect(reads.map((rows) => rows.length)).toEqual([2, 2, 2, 2, 2]);
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
