import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../test/test-database';
import type { DatabaseHandle } from '../connection';
import { migrateTo, migrateToLatest } from '../migrate';

// Migrations 0012 and 0013 on a database that already holds webhook deliveries and content (made
// by 0001–0011): every delivery is kept as it was (on SQLite its table is made again for the new
// CHECK), a pending one can be stored afterwards, and the content lists start at version 0.

let database: TestDatabase;
let handle: DatabaseHandle;
const at = new Date('2026-05-01T12:00:00Z').toISOString();

beforeAll(async () => {
  ({ database, handle } = await openEmptyTestDatabase());
  await migrateTo(handle.db, '0011-profiles-by-day');
  for (const [id, outcome, key] of [
    ['e1', 'applied', 'hotmart:1'],
    ['e2', 'rejected', null],
  ] as const)
    await sql`insert into webhook_events (id, platform, event_key, event_type, outcome, detail, payload, attempts, received_at, processed_at)
      values (${id}, 'hotmart', ${key}, 'PURCHASE_APPROVED', ${outcome}, 'antes', '{}', 2, ${at}, ${at})`.execute(
      handle.db,
    );
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.db.destroy();
  await database.drop();
});

it('keeps every delivery with its outcome, attempts and key, and nothing is queued', async () => {
  const rows = await handle.db
    .selectFrom('webhook_events')
    .select(['id', 'outcome', 'event_key', 'attempts', 'detail', 'next_attempt_at'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    {
      id: 'e1',
      outcome: 'applied',
      event_key: 'hotmart:1',
      attempts: 2,
      detail: 'antes',
      next_attempt_at: null,
    },
    { id: 'e2', outcome: 'rejected', event_key: null, attempts: 2, detail: 'antes', next_attempt_at: null },
  ]);
});

it('accepts a pending delivery and still refuses an unknown outcome and a repeated key', async () => {
  const insert = (id: string, outcome: string, key: string) =>
    sql`insert into webhook_events (id, platform, event_key, event_type, outcome, detail, payload, next_attempt_at)
      values (${id}, 'hotmart', ${key}, 'PURCHASE_APPROVED', ${outcome}, 'depois', '{}', ${at})`.execute(
      handle.db,
    );
  await insert('e3', 'pending', 'hotmart:3');
  await expect(insert('e4', 'talvez', 'hotmart:4')).rejects.toThrow();
  await expect(insert('e5', 'pending', 'hotmart:1')).rejects.toThrow();
});

it('starts both content lists at version 0', async () => {
  const totals = await handle.db
    .selectFrom('content_totals')
    .select(['list', 'version'])
    .orderBy('list')
    .execute();
  expect(totals.map((row) => ({ list: row.list, version: Number(row.version) }))).toEqual([
    { list: 'library_items', version: 0 },
    { list: 'trainings', version: 0 },
  ]);
});
