import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokenOf } from '../../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../../test/test-app';
import { DAY_MS } from '../../../../shared/constants';
import { refreshMemberAccess } from '../../../features/access';
import { getSessionByToken } from '../../../features/session';
import type { Db } from '../connection';
import { executeNamed } from './named-statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const anualFor = (userId: string | undefined) => ({
  id: randomUUID(),
  user_id: userId ?? '',
  plan: 'anual' as const,
  status: 'active' as const,
  price: 297,
  started_at: new Date(),
  expires_at: new Date(Date.now() + DAY_MS),
  updated_at: new Date(),
});

/** An annual grant written as the access module writes one: with the member's access. */
async function grantAnual(db: Db, userId: string | undefined) {
  await db.insertInto('subscriptions').values(anualFor(userId)).execute();
  await refreshMemberAccess(db, userId ?? '', new Date());
}

describe('the compiled-once session query', () => {
  it('reads the same row straight from the driver as through Kysely', async () => {
    const { user, cookie } = await t.as('subscriber');
    const token = sessionTokenOf(cookie);
    const direct = await getSessionByToken({ db: t.db, token });
    const viaKysely = await t.db.connection().execute((db) => getSessionByToken({ db, token }));
    expect(direct).toMatchObject({ user_id: user?.id, status: 'active' });
    expect(direct?.session_expires_at).toBeInstanceOf(Date);
    expect(direct).toEqual(viaKysely);
  });

  it("runs inside a transaction on the transaction's connection", async () => {
    const { user, cookie } = await t.as('member');
    const token = sessionTokenOf(cookie);
    const seen = await t.db
      .transaction()
      .execute(async (trx) => {
        await grantAnual(trx, user?.id);
        const row = await getSessionByToken({ db: trx, token });
        throw Object.assign(new Error('roll back'), { plan: row?.plan });
      })
      .catch((error: { plan?: string }) => error.plan);
    // The uncommitted row is visible only on the transaction's own connection.
    expect(seen).toBe('anual');
    expect((await getSessionByToken({ db: t.db, token }))?.plan).toBeNull();
  });
});

describe('the compiled-once session query beside an open transaction', () => {
  it('never reads what that transaction has not committed', async () => {
    const { user, cookie } = await t.as('member');
    const token = sessionTokenOf(cookie);
    let inserted = () => {};
    const insertDone = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let finish = () => {};
    const gate = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = t.db
      .transaction()
      .execute(async (trx) => {
        await grantAnual(trx, user?.id);
        inserted();
        await gate;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await insertDone;
    // Asked while the transaction is open (on SQLite it waits for it), answered after it ends.
    const outside = getSessionByToken({ db: t.db, token });
    finish();
    expect(await transaction).toBe('rolled back');
    expect((await outside)?.plan).toBeNull();
  });
});

// Only the api-postgres project has a PostgreSQL server (test/test-database.ts); reported as skipped elsewhere.
describe.runIf(process.env.TEST_PG_URL)('named statements on PostgreSQL', () => {
  it('prepares the session query once per connection and reuses it', async () => {
    expect(t.kind).toBe('postgres');
    const { user, cookie } = await t.as('subscriber');
    const token = sessionTokenOf(cookie);
    await t.db.connection().execute(async (db) => {
      for (let i = 0; i < 3; i++) {
        const row = await getSessionByToken({ db, token });
        expect(row).toMatchObject({ user_id: user?.id, status: 'active' });
      }
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
      expect(rows.filter((r) => r.name.startsWith('hub_'))).toHaveLength(1);
      // Everything else still runs unnamed.
      expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows).toEqual([{ n: 1 }]);
    });
  });
  it('runs a list query as a named statement, with the rows it gives unnamed', async () => {
    await t.as('subscriber');
    await t.db.connection().execute(async (db) => {
      const list = db
        .selectFrom('profiles')
        .select(['id', 'email'])
        .where('role', '=', 'user')
        .orderBy('created_at', 'desc')
        .limit(7);
      const unnamed = await list.execute();
      const prepared = async () =>
        (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db)).rows.length;
      const before = await prepared();
      expect(await executeNamed(db, list)).toEqual(unnamed);
      expect(await prepared()).toBe(before + 1);
    });
  });

  it("names every statement with parameters on the lanes' pool, but not a `select *`", async () => {
    const { lanes } = t.deps.database;
    await lanes.connection().execute(async (db) => {
      const prepared = async () =>
        (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
          (row) => row.statement,
        );
      const before = (await prepared()).length;
      const byId = db.selectFrom('profiles').select('email').where('id', '=', 'nobody');
      expect(await byId.execute()).toEqual([]);
      await db.selectFrom('profiles').selectAll().where('id', '=', 'nobody').execute();
      const after = await prepared();
      expect(after).toHaveLength(before + 1);
      expect(after).toContain(byId.compile().sql);
    });
  });
});
