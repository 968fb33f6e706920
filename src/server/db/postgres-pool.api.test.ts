import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getSessionByToken } from '../data/get-session-by-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('named statements on PostgreSQL', () => {
  it('prepares the session query once per connection and reuses it', async () => {
    if (t.kind !== 'postgres') return;
    const { user, cookie } = await t.as('subscriber');
    const token = decodeURIComponent(cookie?.split('session_token=')[1] ?? '').split('.')[0] ?? '';
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
});
