import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';

// An in-memory SQLite with the plugin, on a table whose columns follow the naming convention.
// biome-ignore lint/suspicious/noExplicitAny: a scratch table outside the app's schema.
let db: Kysely<any>;
beforeAll(async () => {
  db = openDatabase({}).db;
  await sql`create table things (id text primary key, name text, count integer, created_at text, ban_expires text,
    is_active integer, has_ticket integer, email_verified integer, banned integer)`.execute(db);
});
afterAll(() => db.destroy());

const when = new Date('2025-01-15T12:34:56.789Z');

describe('SqliteValuesPlugin', () => {
  it('stores Date as ISO-8601 text and booleans as 0/1', async () => {
    await db
      .insertInto('things')
      .values({
        id: 'a',
        created_at: when,
        is_active: true,
        has_ticket: false,
        email_verified: true,
        banned: false,
      })
      .execute();
    // Aliases outside the naming convention show what SQLite really holds.
    const { rows } = await sql<
      Record<string, unknown>
    >`select created_at as stored_date, typeof(created_at) as date_type,
      is_active as a, has_ticket as b, email_verified as c, banned as d from things where id = 'a'`.execute(
      db,
    );
    expect(rows[0]).toEqual({ stored_date: when.toISOString(), date_type: 'text', a: 1, b: 0, c: 1, d: 0 });
  });

  it('reads them back as Date and boolean, by column name', async () => {
    const row = await db.selectFrom('things').selectAll().where('id', '=', 'a').executeTakeFirstOrThrow();
    expect(row.created_at).toBeInstanceOf(Date);
    expect(row.created_at.getTime()).toBe(when.getTime());
    expect(row).toMatchObject({ is_active: true, has_ticket: false, email_verified: true, banned: false });
  });

  it('leaves other columns alone, even when they look like dates or flags', async () => {
    await db
      .insertInto('things')
      .values({ id: 'b', name: '2025-01-15T12:34:56.789Z', count: 1, ban_expires: null })
      .execute();
    const row = await db.selectFrom('things').selectAll().where('id', '=', 'b').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: '2025-01-15T12:34:56.789Z',
      count: 1,
      ban_expires: null,
      is_active: null,
    });
  });

  it('converts values in filters and multi-row inserts too', async () => {
    const later = new Date(when.getTime() + 1000);
    await db
      .insertInto('things')
      .values([
        { id: 'c', created_at: later, is_active: false },
        { id: 'd', created_at: later, is_active: true },
      ])
      .execute();
    const rows = await db
      .selectFrom('things')
      .select('id')
      .where('created_at', '>', when)
      .where('is_active', 'in', [true])
      .execute();
    expect(rows).toEqual([{ id: 'd' }]);
  });
});
