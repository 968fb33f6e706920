import { randomUUID } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase, type TestDatabase } from '../../../../../../test/test-database';
import { DAY_MS } from '../../../../../shared/constants';
import { givesAccess } from '../../../../../shared/subscription-rules';
import type { DatabaseHandle } from '../../connection';
import { migrateToLatest, migratorFor } from '../../migrate';
import { migrations } from '../index';

// A database holding subscriptions of every kind and webhook history becomes grants.
// Nothing is lost, and access is unchanged for everyone except lifetime rows that were wrongly dated.

let database: TestDatabase;
let handle: DatabaseHandle;
// biome-ignore lint/suspicious/noExplicitAny: the schema as 0013 left it, not as the app types it now
let db: Kysely<any>;
const now = Date.now();
const at = (days: number) => new Date(now + days * DAY_MS);

type Row = { plan: string; status: string; price?: number; expires: Date; started?: Date };
/** Each member and the rows they hold before the upgrade. */
const members: Record<string, Row[]> = {
  monthly: [{ plan: 'mensal', status: 'active', expires: at(10) }],
  lifetimeCentury: [{ plan: 'vitalicio', status: 'active', expires: at(36_500) }],
  lifetimeMonth: [{ plan: 'vitalicio', status: 'active', expires: at(20) }],
  lifetimeExpiredByJob: [{ plan: 'vitalicio', status: 'expired', expires: at(-5) }],
  lifetimeExpiredByAdmin: [{ plan: 'vitalicio', status: 'expired', expires: at(-5) }],
  refunded: [{ plan: 'mensal', status: 'cancelled', expires: at(20) }],
  cancelledByAdmin: [{ plan: 'anual', status: 'cancelled', expires: at(200) }],
  renewalCancelled: [{ plan: 'mensal', status: 'active', expires: at(15), started: at(-15) }],
  expired: [{ plan: 'mensal', status: 'expired', expires: at(-30) }],
  never: [],
  history: [
    { plan: 'mensal', status: 'expired', expires: at(-60), started: at(-90) },
    { plan: 'anual', status: 'active', expires: at(300), started: at(-65) },
  ],
};
const ids: Record<string, { user: string; rows: string[] }> = {};
/** Who had access before, by the old rule (status active and a future expiry). */
const hadAccess = (rows: Row[]) => rows.some((r) => r.status === 'active' && r.expires.getTime() > now);
const WRONGLY_DATED = ['lifetimeMonth', 'lifetimeExpiredByJob'];

beforeAll(async () => {
  ({ database, handle } = await openEmptyTestDatabase());
  db = handle.db as Kysely<never>;
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0014'));
  const { error } = await migratorFor(handle.db, before as Record<string, Migration>).migrateToLatest();
  if (error) throw error;

  for (const [name, rows] of Object.entries(members)) {
    const user = randomUUID();
    await db
      .insertInto('profiles')
      .values({
        id: user,
        email: `${name.toLowerCase()}@exemplo.com.br`,
        full_name: name,
        email_verified: true,
        role: 'user',
        created_at: at(-100),
        updated_at: at(-100),
      })
      .execute();
    const rowIds = [];
    for (const row of rows) {
      const id = randomUUID();
      rowIds.push(id);
      await db
        .insertInto('subscriptions')
        .values({
          id,
          user_id: user,
          plan: row.plan,
          status: row.status,
          price: row.price ?? 197,
          started_at: row.started ?? at(-40),
          expires_at: row.expires,
          updated_at: row.started ?? at(-40),
        })
        .execute();
    }
    ids[name] = { user, rows: rowIds };
  }
  const first = (name: string) => ids[name]?.rows[0] ?? '';
  const user = (name: string) => ids[name]?.user ?? '';
  // The expiry job's notice: it is what expired the lifetime row.
  await db
    .insertInto('expiry_notices')
    .values({
      subscription_id: first('lifetimeExpiredByJob'),
      kind: 'expired',
      expires_at: at(-5),
      sent_at: at(-5),
    })
    .execute();
  await db
    .insertInto('expiry_notices')
    .values({ subscription_id: first('monthly'), kind: 'reminder_7d', expires_at: at(10), sent_at: at(-1) })
    .execute();
  // Webhook history: a refunded Hotmart purchase, a Kiwify order whose renewal was cancelled.
  await db
    .insertInto('payment_transactions')
    .values([
      {
        platform: 'hotmart',
        transaction_id: 'HP-REFUNDED',
        state: 'revoked',
        user_id: user('refunded'),
        updated_at: at(-2),
      },
      {
        platform: 'kiwify',
        transaction_id: 'KW-ORDER',
        state: 'granted',
        user_id: user('renewalCancelled'),
        updated_at: at(-15),
      },
    ])
    .execute();
  await db
    .insertInto('audit_events')
    .values({
      id: randomUUID(),
      created_at: at(-3),
      action: 'subscription.cancelled',
      actor_id: null,
      actor_label: 'Webhook Kiwify',
      target_user_id: user('renewalCancelled'),
      target_email: 'x',
      before: '{"status":"active"}',
      after: '{"plan":"mensal","status":"active","price":197}',
    })
    .execute();
  await db
    .insertInto('webhook_events')
    .values({
      id: randomUUID(),
      platform: 'hotmart',
      event_key: 'hotmart:1',
      event_type: 'PURCHASE_REFUNDED',
      transaction_id: 'HP-REFUNDED',
      email: 'refunded@exemplo.com.br',
      outcome: 'applied',
      detail: 'x',
      payload: '{}',
      user_id: user('refunded'),
      received_at: at(-2),
      processed_at: at(-2),
    })
    .execute();
  await migrateToLatest(handle.db);
}, 60_000);
afterAll(async () => {
  await handle.db.destroy();
  await database.drop();
});

const grantsOf = (name: string) =>
  db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', ids[name]?.user ?? '')
    .orderBy('started_at')
    .execute();
const profileOf = (name: string) =>
  db
    .selectFrom('profiles')
    .selectAll()
    .where('id', '=', ids[name]?.user ?? '')
    .executeTakeFirstOrThrow();

describe('migration 0014: subscriptions become grants', () => {
  it('keeps every row, notice and delivery', async () => {
    const rows = Object.values(members).flat().length;
    expect(await db.selectFrom('subscriptions').select('id').execute()).toHaveLength(rows);
    expect(await db.selectFrom('expiry_notices').select('kind').execute()).toHaveLength(2);
    expect(await db.selectFrom('webhook_events').select('id').execute()).toHaveLength(1);
  });

  it('leaves access as it was for everyone but the wrongly dated lifetime rows, which now have it', async () => {
    for (const [name, rows] of Object.entries(members)) {
      const grants = await grantsOf(name);
      const hasAccess = grants.some((g) => givesAccess(g.status, g.expires_at, new Date(now)));
      expect(hasAccess, name).toBe(WRONGLY_DATED.includes(name) ? true : hadAccess(rows));
    }
  });

  it('gives every lifetime grant no end, never a far date', async () => {
    for (const name of ['lifetimeCentury', 'lifetimeMonth', 'lifetimeExpiredByJob', 'lifetimeExpiredByAdmin'])
      expect((await grantsOf(name))[0]?.expires_at, name).toBeNull();
    expect((await grantsOf('lifetimeExpiredByJob'))[0]?.status).toBe('active');
    // An admin's "Expirada" was a choice, not the job's mistake.
    expect((await grantsOf('lifetimeExpiredByAdmin'))[0]?.status).toBe('expired');
  });

  it('reads what "cancelled" meant from the payment history and the audit trail', async () => {
    expect((await grantsOf('refunded'))[0]).toMatchObject({
      status: 'refunded',
      source: 'hotmart',
      reference: 'HP-REFUNDED',
    });
    expect((await grantsOf('cancelledByAdmin'))[0]).toMatchObject({
      status: 'ended',
      source: 'manual',
      reference: null,
    });
    expect((await grantsOf('renewalCancelled'))[0]).toMatchObject({
      status: 'cancelled',
      source: 'kiwify',
      reference: 'KW-ORDER',
    });
    const links = await db
      .selectFrom('payment_transactions')
      .select(['transaction_id', 'grant_id'])
      .orderBy('transaction_id')
      .execute();
    expect(links).toEqual([
      { transaction_id: 'HP-REFUNDED', grant_id: ids.refunded?.rows[0] },
      { transaction_id: 'KW-ORDER', grant_id: ids.renewalCancelled?.rows[0] },
    ]);
  });

  it("writes each member's deciding grant, status, end and plan on their profile", async () => {
    expect(await profileOf('never')).toMatchObject({
      grant_id: null,
      access_status: 'never',
      access_plan: null,
    });
    expect(await profileOf('history')).toMatchObject({
      grant_id: ids.history?.rows[1],
      access_status: 'active',
      access_plan: 'anual',
    });
    expect(await profileOf('lifetimeCentury')).toMatchObject({
      access_status: 'active',
      access_ends_at: null,
      access_plan: 'vitalicio',
    });
    expect(await profileOf('refunded')).toMatchObject({ access_status: 'refunded' });
    expect(await profileOf('expired')).toMatchObject({ access_status: 'expired', access_plan: 'mensal' });
  });

  it('counts members per status and plan, and keeps counting as profiles change', async () => {
    const totals = async () =>
      Object.fromEntries(
        (await db.selectFrom('access_totals').selectAll().where('n', '!=', 0).execute()).map((r) => [
          `${r.access_status}/${r.plan}`,
          Number(r.n),
        ]),
      );
    expect(await totals()).toEqual({
      'active/mensal': 1,
      'active/vitalicio': 3,
      'active/anual': 1,
      'cancelled/mensal': 1,
      'ended/anual': 1,
      'expired/mensal': 1,
      'expired/vitalicio': 1,
      'never/-': 1,
      'refunded/mensal': 1,
    });
    await db
      .updateTable('profiles')
      .set({ access_status: 'expired' })
      .where('id', '=', ids.monthly?.user ?? '')
      .execute();
    await db
      .insertInto('profiles')
      .values({ id: randomUUID(), email: 'novo@exemplo.com.br', role: 'user' })
      .execute();
    await db
      .deleteFrom('profiles')
      .where('id', '=', ids.refunded?.user ?? '')
      .execute();
    const after = await totals();
    expect(after['active/mensal']).toBeUndefined();
    expect(after['expired/mensal']).toBe(2);
    expect(after['never/-']).toBe(2);
    expect(after['refunded/mensal']).toBeUndefined();
  });
});
