import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../test/test-database';
import { hotmartEvent, kiwifyOrder } from '../../../../../test/webhook-payloads';
import type { DatabaseHandle } from '../connection';
import { migrateTo, migrateToLatest } from '../migrate';

// Migration 0023 on deliveries stored before the search: each is found by its e-mail, its
// transaction and the words of the buyer's name its body states; a refused one by nothing.

let database: TestDatabase;
let handle: DatabaseHandle;
const AT = '2026-03-01T12:00:00.000Z';

beforeAll(async () => {
  ({ database, handle } = await openEmptyTestDatabase());
  await migrateTo(handle.db, '0022-audit-targets');
  const hotmart = JSON.stringify(hotmartEvent({ email: 'maria@exemplo.com.br', name: 'Maria Gonçalves' }));
  const kiwify = JSON.stringify({
    order: kiwifyOrder({ email: 'joao@exemplo.com.br', name: 'João da Silva' }),
  });
  await sql`insert into webhook_events (id, platform, event_key, event_type, transaction_id, email, outcome, detail, payload, attempts, received_at, processed_at) values
    ('h', 'hotmart', 'hotmart:1', 'PURCHASE_APPROVED', 'HP0001', 'maria@exemplo.com.br', 'applied', '', ${hotmart}, 1, ${AT}, ${AT}),
    ('k', 'kiwify', 'kiwify:1', 'order_approved', 'ORDER-9', 'joao@exemplo.com.br', 'ignored', '', ${kiwify}, 1, ${AT}, ${AT}),
    ('r', 'hotmart', null, 'PURCHASE_APPROVED', null, null, 'rejected', '', 'not json {', 1, ${AT}, ${AT})`.execute(
    handle.db,
  );
  await migrateToLatest(handle.db);
});
afterAll(async () => {
  await handle.db.destroy();
  await database.drop();
});

it('indexes the e-mail, the transaction and the name words of every stored delivery', async () => {
  const rows = await handle.db
    .selectFrom('webhook_event_terms')
    .select(['event_id', 'term'])
    .orderBy('event_id')
    .orderBy('term')
    .execute();
  expect(rows).toEqual([
    { event_id: 'h', term: 'goncalves' },
    { event_id: 'h', term: 'hp0001' },
    { event_id: 'h', term: 'maria' },
    { event_id: 'h', term: 'maria@exemplo.com.br' },
    { event_id: 'k', term: 'da' },
    { event_id: 'k', term: 'joao' },
    { event_id: 'k', term: 'joao@exemplo.com.br' },
    { event_id: 'k', term: 'order-9' },
    { event_id: 'k', term: 'silva' },
  ]);
});
