import type { InferRequestType } from 'hono/client';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/access-matrix';
import { walkKeyset } from '../../../../test/keyset-walk';
import { errorAt } from '../../../../test/typed-body';
import {
  hotmartEvent,
  hotmartSample,
  kiwifyOrder,
  subscriptionCode,
  transactionCode,
} from '../../../../test/webhook-payloads';
import { buyerEmail, webhookTestApp } from '../../../../test/webhook-requests';
import { FORMER_PAYMENTS_ADMIN_PATH } from '../../app';

// /admin/integracoes, "Pagamento: Em disputa": the deliveries whose payment the buyer disputes now
// (a Hotmart PURCHASE_PROTEST, published sample), all of them (the approval too), newest first by
// keyset; a dispute settled or refunded leaves the list. Sent as the platforms send them.

const { t, hotmart, kiwify, expectOutcome } = webhookTestApp();
const admin = {} as Caller;
type Query = InferRequestType<ReturnType<typeof t.api>['admin']['payments']['events']['$get']>['query'];

type Purchase = { email: string; subscriberCode: string; transaction: string };

/** An approved Hotmart purchase for a new buyer. */
async function purchase(): Promise<Purchase> {
  const bought = { email: buyerEmail(), subscriberCode: subscriptionCode(), transaction: transactionCode() };
  await expectOutcome(await hotmart(hotmartEvent(bought)), 'applied');
  return bought;
}

const protest = async (p: Purchase) =>
  expectOutcome(await hotmart(hotmartSample('hotmart-purchase-protest.json', p)), 'applied');

let disputed: Purchase[] = [];
let settled: Purchase;
let refunded: Purchase;
let paid: Purchase;

beforeAll(async () => {
  Object.assign(admin, await t.as('admin'));
  // Six disputes: twelve deliveries, more than a page.
  disputed = [];
  for (let i = 0; i < 6; i++) {
    const p = await purchase();
    await protest(p);
    disputed.push(p);
  }
  settled = await purchase();
  await protest(settled);
  await expectOutcome(await hotmart(hotmartEvent({ ...settled, event: 'PURCHASE_COMPLETE' })), 'applied');
  refunded = await purchase();
  await protest(refunded);
  await expectOutcome(await hotmart(hotmartEvent({ ...refunded, event: 'PURCHASE_REFUNDED' })), 'applied');
  paid = await purchase();
  await expectOutcome(await kiwify(kiwifyOrder({ email: buyerEmail() })), 'applied');
});

const read = async (query: Query) => {
  const res = await t.api(admin.cookie).admin.payments.events.$get({ query });
  expect(res.status).toBe(200);
  if (!res.ok) throw new Error(await res.text());
  return res.json();
};
const walk = (query: Query) =>
  walkKeyset({
    read: (cursor) => read({ ...query, ...(cursor ? { cursor } : {}) }),
    rowsOf: (page) => page.events,
    keyOf: (event) => ({ id: event.id, at: event.receivedAt }),
  });
const typesByEmail = (events: { email: string | null; eventType: string }[]) =>
  events.map((event) => `${event.email} ${event.eventType}`).sort();
const bothDeliveries = (p: Purchase) => [`${p.email} PURCHASE_APPROVED`, `${p.email} PURCHASE_PROTEST`];

describe('GET /api/admin/payments/events?payment=disputed', () => {
  it("walks every delivery of the payments in dispute once, and no other's", async () => {
    const rows = await walk({ payment: 'disputed' });
    expect(typesByEmail(rows)).toEqual(disputed.flatMap(bothDeliveries).sort());
    expect(rows.every((event) => event.outcome === 'applied' && event.platform === 'hotmart')).toBe(true);
  });

  it('a dispute settled, refunded, or never opened is not listed', async () => {
    const emails = new Set((await walk({ payment: 'disputed' })).map((event) => event.email));
    for (const p of [settled, refunded, paid]) expect(emails.has(p.email)).toBe(false);
  });

  it('combines with the platform, the outcome and the search', async () => {
    const [first] = disputed;
    if (!first) throw new Error('no dispute');
    expect((await read({ payment: 'disputed', platform: 'kiwify' })).events).toEqual([]);
    expect((await read({ payment: 'disputed', outcome: 'ignored' })).events).toEqual([]);
    expect(typesByEmail((await read({ payment: 'disputed', busca: first.email })).events)).toEqual(
      bothDeliveries(first),
    );
    expect(typesByEmail((await read({ payment: 'disputed', busca: first.transaction })).events)).toEqual(
      bothDeliveries(first),
    );
    expect((await read({ payment: 'disputed', busca: settled.email })).events).toEqual([]);
    expect(
      (await walk({ payment: 'disputed', platform: 'hotmart', outcome: 'applied' })).map((e) => e.id).sort(),
    ).toEqual((await walk({ payment: 'disputed' })).map((e) => e.id).sort());
  });

  it('empty is no filter; a value it does not know is refused in Portuguese, at both paths', async () => {
    const all = await walk({ payment: '' });
    expect(all.length).toBe(disputed.length * 2 + 2 * 3 + 1 + 1);
    for (const path of ['/api/admin/payments', `/api${FORMER_PAYMENTS_ADMIN_PATH}`]) {
      const res = await t.request(`${path}/events?payment=reembolsado`, { cookie: admin.cookie });
      expect((await errorAt(res, 400)).message).toBe('Situação do pagamento inválida.');
      const former = await t.request(`${path}/events?payment=disputed`, { cookie: admin.cookie });
      expect(former.status).toBe(200);
      expect(((await former.json()) as { events: unknown[] }).events).toHaveLength(10);
    }
  });
});
