import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../test/test-database';
import type { DatabaseHandle } from '../connection';
import { migrateTo, migrateToLatest } from '../migrate';

// Migration 0020 on a database with tickets from before replies: each keeps its status and its
// conversation, takes its last change as updated_at, and the new status and thread work.

let database: TestDatabase;
let handle: DatabaseHandle;
const OPENED = '2026-03-01T12:00:00.000Z';
const RESOLVED = '2026-03-02T15:30:00.000Z';

beforeAll(async () => {
  ({ database, handle } = await openEmptyTestDatabase());
  await migrateTo(handle.db, '0018-two-factor');
  await sql`insert into support_tickets (id, status, conversation, session_id, created_at, resolved_at) values
    ('aberto', 'pending', '[]', 'session_1700000000000_aaaa', ${OPENED}, null),
    ('fechado', 'resolved', '[{"user_message":"oi"}]', 'session_1700000000000_bbbb', ${OPENED}, ${RESOLVED})`.execute(
    handle.db,
  );
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.db.destroy();
  await database.drop();
});

it('keeps every ticket with its status and conversation, updated when it last changed', async () => {
  const rows = await handle.db
    .selectFrom('support_tickets')
    .select(['id', 'status', 'conversation', 'updated_at'])
    .orderBy('id')
    .execute();
  expect(
    rows.map(({ updated_at, ...row }) => ({ ...row, updated: new Date(updated_at).toISOString() })),
  ).toEqual([
    { id: 'aberto', status: 'pending', conversation: '[]', updated: OPENED },
    { id: 'fechado', status: 'resolved', conversation: '[{"user_message":"oi"}]', updated: RESOLVED },
  ]);
});

it('stores the answered status and refuses any other', async () => {
  await handle.db
    .updateTable('support_tickets')
    .set({ status: 'answered' })
    .where('id', '=', 'aberto')
    .execute();
  await expect(
    sql`update support_tickets set status = 'fechado' where id = 'aberto'`.execute(handle.db),
  ).rejects.toThrow();
});

it("keeps a ticket's thread, and removes it with the ticket", async () => {
  await handle.db
    .insertInto('support_ticket_messages')
    .values({ id: 'm1', ticket_id: 'aberto', author: 'admin', author_id: null, body: 'Olá!' })
    .execute();
  await expect(
    sql`insert into support_ticket_messages (id, ticket_id, author, body) values ('m2', 'aberto', 'robo', 'x')`.execute(
      handle.db,
    ),
  ).rejects.toThrow();
  await handle.db.deleteFrom('support_tickets').where('id', '=', 'aberto').execute();
  expect(await handle.db.selectFrom('support_ticket_messages').select('id').execute()).toEqual([]);
});
