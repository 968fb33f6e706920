import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../test/test-database';
import { hotmartEvent, kiwifyOrder } from '../../../../../test/webhook-payloads';
import type { DatabaseHandle } from '../connection';
import { migrateTo, migrateToLatest } from '../migrate';

// Migration 0030 on a database with history: the money of deliveries applied before it becomes
// movements (once per payment and kind; a refund without an amount takes its sale's), and each
// member's first and lost access is read from their grants.

let database: TestDatabase;
let handle: DatabaseHandle;
const AT = '2026-03-01T12:00:00.000Z';
const LATER = '2026-04-10T15:00:00.000Z';
const UNLINKED = 'Sem assinatura correspondente: transação revogada, nenhuma assinatura ligada a ela.';

beforeAll(async () => {
  ({ database, handle } = await openEmptyTestDatabase());
  await migrateTo(handle.db, '0026-support-keywords');
  const db = handle.db;
  for (const id of ['m1', 'm2', 'm3'])
    await sql`insert into profiles (id, email, full_name, email_verified, role, created_at, updated_at)
      values (${id}, ${`${id}@exemplo.com.br`}, null, ${sql.lit(true)}, 'user', ${AT}, ${AT})`.execute(db);
  // m1 active to 2027; m2's grant refunded on LATER; m3 had a grant in January, then one expired on 1 May.
  await sql`insert into subscriptions (id, user_id, plan, status, price, started_at, expires_at, updated_at, source, reference) values
    ('g1', 'm1', 'anual', 'active', 1747, ${AT}, '2027-03-01T02:59:59.999Z', ${AT}, 'hotmart', 'HP1'),
    ('g2', 'm2', 'mensal', 'refunded', 197, ${AT}, '2027-01-01T02:59:59.999Z', ${LATER}, 'kiwify', 'ORD2'),
    ('g3', 'm3', 'mensal', 'expired', 197, '2026-01-05T12:00:00.000Z', '2026-02-05T02:59:59.999Z', '2026-02-06T00:00:00.000Z', 'manual', null),
    ('g4', 'm3', 'mensal', 'expired', 197, '2026-04-01T12:00:00.000Z', '2026-05-01T02:59:59.999Z', '2026-05-02T00:00:00.000Z', 'manual', null)`.execute(
    db,
  );
  await sql`update profiles set grant_id = case id when 'm1' then 'g1' when 'm2' then 'g2' else 'g4' end`.execute(
    db,
  );
  await sql`insert into payment_transactions (platform, transaction_id, state, user_id, grant_id, updated_at) values
    ('hotmart', 'HP1', 'granted', 'm1', 'g1', ${AT}), ('kiwify', 'ORD2', 'revoked', 'm2', 'g2', ${LATER})`.execute(
    db,
  );
  const sale = JSON.stringify(hotmartEvent({ email: 'm1@exemplo.com.br', transaction: 'HP1', price: 1747 }));
  const complete = JSON.stringify(
    hotmartEvent({ email: 'm1@exemplo.com.br', transaction: 'HP1', price: 1747, event: 'PURCHASE_COMPLETE' }),
  );
  const order = kiwifyOrder({ email: 'm2@exemplo.com.br', orderId: 'ORD2', cents: 19700 });
  const refund = kiwifyOrder({
    email: 'm2@exemplo.com.br',
    orderId: 'ORD2',
    event: 'order_refunded',
    cents: null,
  });
  const row = (
    id: string,
    platform: string,
    key: string | null,
    type: string,
    tx: string,
    outcome: string,
    payload: string,
    at: string,
    detail = '',
  ) =>
    sql`(${id}, ${platform}, ${key}, ${type}, ${tx}, null, ${outcome}, ${detail}, ${payload}, ${id.startsWith('h') ? 'm1' : 'm2'}, 1, ${at}, ${at})`;
  await sql`insert into webhook_events (id, platform, event_key, event_type, transaction_id, email, outcome, detail, payload, user_id, attempts, received_at, processed_at) values
    ${sql.join([
      row('h1', 'hotmart', 'hotmart:1', 'PURCHASE_APPROVED', 'HP1', 'applied', sale, AT),
      row('h2', 'hotmart', 'hotmart:2', 'PURCHASE_COMPLETE', 'HP1', 'duplicate', complete, AT),
      // A chargeback of a payment whose grant was never linked: ignored, but the money went back.
      row('h3', 'hotmart', 'hotmart:3', 'PURCHASE_CHARGEBACK', 'HP1', 'ignored', complete, LATER, UNLINKED),
      // Ignored for another reason (unknown product): no money moved.
      row(
        'h4',
        'hotmart',
        'hotmart:4',
        'PURCHASE_APPROVED',
        'HP4',
        'ignored',
        sale,
        AT,
        'Produto 1 sem plano',
      ),
      row(
        'k1',
        'kiwify',
        'kiwify:ORD2:order_approved',
        'order_approved',
        'ORD2',
        'applied',
        JSON.stringify({ order }),
        AT,
      ),
      row(
        'k2',
        'kiwify',
        'kiwify:ORD2:order_refunded',
        'order_refunded',
        'ORD2',
        'applied',
        JSON.stringify(refund),
        LATER,
      ),
    ])}`.execute(db);
  await migrateToLatest(db);
});
afterAll(async () => {
  await handle.db.destroy();
  await database.drop();
});

it('records the money of each applied sale and refund once, the refund at its sale’s amount', async () => {
  const rows = await handle.db
    .selectFrom('revenue_movements')
    .select([
      'event_key',
      'platform',
      'transaction_id',
      'kind',
      'amount_cents',
      'currency',
      'plan',
      'user_id',
      'occurred_at',
      'day',
    ])
    .orderBy('event_key')
    .execute();
  expect(rows).toEqual([
    {
      event_key: 'hotmart:1',
      platform: 'hotmart',
      transaction_id: 'HP1',
      kind: 'sale',
      amount_cents: 174700,
      currency: 'BRL',
      plan: 'anual',
      user_id: 'm1',
      occurred_at: new Date(AT),
      day: '2026-03-01',
    },
    {
      event_key: 'hotmart:3',
      platform: 'hotmart',
      transaction_id: 'HP1',
      kind: 'chargeback',
      amount_cents: 174700,
      currency: 'BRL',
      plan: 'anual',
      user_id: 'm1',
      occurred_at: new Date(LATER),
      day: '2026-04-10',
    },
    {
      event_key: 'kiwify:ORD2:order_approved',
      platform: 'kiwify',
      transaction_id: 'ORD2',
      kind: 'sale',
      amount_cents: 19700,
      currency: 'BRL',
      plan: 'mensal',
      user_id: 'm2',
      occurred_at: new Date(AT),
      day: '2026-03-01',
    },
    {
      event_key: 'kiwify:ORD2:order_refunded',
      platform: 'kiwify',
      transaction_id: 'ORD2',
      kind: 'refund',
      amount_cents: 19700,
      currency: 'BRL',
      plan: 'mensal',
      user_id: 'm2',
      occurred_at: new Date(LATER),
      day: '2026-04-10',
    },
  ]);
});

it('keeps each member’s first grant’s start and when their access ended (or ends), with their months', async () => {
  const rows = await handle.db
    .selectFrom('profiles')
    .select(['id', 'first_access_at', 'access_lost_at', 'first_access_month', 'access_lost_month'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    {
      id: 'm1',
      first_access_at: new Date(AT),
      access_lost_at: new Date('2027-03-01T02:59:59.999Z'),
      first_access_month: '2026-03',
      // 23:59:59 on 28 February in São Paulo.
      access_lost_month: '2027-02',
    },
    // Refunded: when the grant last changed, before its paid end.
    {
      id: 'm2',
      first_access_at: new Date(AT),
      access_lost_at: new Date(LATER),
      first_access_month: '2026-03',
      access_lost_month: '2026-04',
    },
    // Expired: its end, before the expiry job marked it.
    {
      id: 'm3',
      first_access_at: new Date('2026-01-05T12:00:00.000Z'),
      access_lost_at: new Date('2026-05-01T02:59:59.999Z'),
      first_access_month: '2026-01',
      access_lost_month: '2026-04',
    },
  ]);
});

it('counts new and lost members per month, and keeps counting as profiles change', async () => {
  const months = () =>
    handle.db
      .selectFrom('access_months')
      .select(['month', 'new_n', 'lost_n'])
      .orderBy('month')
      .execute()
      .then((rows) =>
        rows.map((r) => ({ month: r.month, new_n: Number(r.new_n), lost_n: Number(r.lost_n) })),
      );
  expect(await months()).toEqual([
    { month: '2026-01', new_n: 1, lost_n: 0 },
    { month: '2026-03', new_n: 2, lost_n: 0 },
    { month: '2026-04', new_n: 0, lost_n: 2 },
    { month: '2027-02', new_n: 0, lost_n: 1 },
  ]);
  // m2 came back (access to 2027-05), m3 deleted: each month counted again by the triggers.
  await handle.db
    .updateTable('profiles')
    .set({ access_lost_month: '2027-05', access_lost_at: new Date('2027-05-10T12:00:00.000Z') })
    .where('id', '=', 'm2')
    .execute();
  await handle.db.deleteFrom('profiles').where('id', '=', 'm3').execute();
  expect(await months()).toEqual([
    { month: '2026-01', new_n: 0, lost_n: 0 },
    { month: '2026-03', new_n: 2, lost_n: 0 },
    { month: '2026-04', new_n: 0, lost_n: 0 },
    { month: '2027-02', new_n: 0, lost_n: 1 },
    { month: '2027-05', new_n: 0, lost_n: 1 },
  ]);
});

it('totals the backfilled movements per day and kind, and keeps totalling new ones', async () => {
  const days = () =>
    handle.db
      .selectFrom('revenue_days')
      .selectAll()
      .orderBy('day')
      .orderBy('kind')
      .execute()
      .then((rows) =>
        rows.map((r) => ({
          day: r.day,
          kind: r.kind,
          n: Number(r.n),
          cents: Number(r.cents),
          summed: Number(r.summed),
        })),
      );
  expect(await days()).toEqual([
    { day: '2026-03-01', kind: 'sale', n: 2, cents: 194400, summed: 2 },
    { day: '2026-04-10', kind: 'chargeback', n: 1, cents: 174700, summed: 1 },
    { day: '2026-04-10', kind: 'refund', n: 1, cents: 19700, summed: 1 },
  ]);
  const movement = { platform: 'hotmart' as const, kind: 'sale' as const, plan: null, user_id: null };
  await handle.db
    .insertInto('revenue_movements')
    .values([
      {
        ...movement,
        event_key: 'x1',
        transaction_id: 'X1',
        amount_cents: 100,
        currency: 'BRL',
        occurred_at: new Date(AT),
        day: '2026-03-01',
      },
      {
        ...movement,
        event_key: 'x2',
        transaction_id: 'X2',
        amount_cents: 500,
        currency: 'USD',
        occurred_at: new Date(AT),
        day: '2026-03-01',
      },
    ])
    .execute();
  expect((await days())[0]).toEqual({ day: '2026-03-01', kind: 'sale', n: 4, cents: 194500, summed: 3 });
});
