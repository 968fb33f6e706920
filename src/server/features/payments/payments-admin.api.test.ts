import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import {
  HOTTOK,
  hotmartEvent,
  kiwifyOrder,
  kiwifySignature,
  WEBHOOK_ENV,
} from '../../../../test/webhook-payloads';
import type { WebhookEventPage } from '../../../shared/payments';
import { PRODUCT_ID_MESSAGE } from '../../../shared/schemas/payments';
import { PRODUCT_PLAN_NOT_FOUND } from './payments-admin.routes';
import { EVENT_NOT_FOUND, NOT_REPROCESSABLE } from './reprocess-event';

// /api/admin/payments: what /admin/integracoes reads and changes.

let t: TestApp;
let admin: string | undefined;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_ENV);
  admin = (await t.as('admin')).cookie;
  // Two Hotmart deliveries (one applied, one for an unknown product), one Kiwify, one refused.
  const hotmart = (body: unknown, hottok = HOTTOK) =>
    t.request('/api/webhooks/hotmart', {
      method: 'POST',
      json: body,
      headers: { 'x-hotmart-hottok': hottok },
    });
  await hotmart(hotmartEvent({ email: 'lista-a@exemplo.com.br' }));
  await hotmart(hotmartEvent({ email: 'lista-b@exemplo.com.br', productId: 5550001 }));
  const order = JSON.stringify(kiwifyOrder({ email: 'lista-c@exemplo.com.br' }));
  await t.request(`/api/webhooks/kiwify?signature=${kiwifySignature(order)}`, {
    method: 'POST',
    body: order,
    headers: { 'content-type': 'application/json' },
  });
  await hotmart(hotmartEvent({ email: 'lista-d@exemplo.com.br' }), 'errado-errado-errado');
  await t.deps.payments.drain();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.request(`/api/admin/payments${path}`, { cookie: admin });
  return { status: res.status, body: await res.json() };
};
const events = async (query = '') => (await get(`/events${query}`)).body as WebhookEventPage;

describe('GET /api/admin/payments/events', () => {
  it('lists every delivery newest first with the exact total', async () => {
    const page = await events();
    expect(page.total).toBe(4);
    expect(page.events.map((e) => [e.platform, e.outcome, e.email]).sort()).toEqual(
      [
        ['hotmart', 'rejected', null],
        ['kiwify', 'applied', 'lista-c@exemplo.com.br'],
        ['hotmart', 'ignored', 'lista-b@exemplo.com.br'],
        ['hotmart', 'applied', 'lista-a@exemplo.com.br'],
      ].sort(),
    );
    const times = page.events.map((e) => Date.parse(e.receivedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.events[0]).not.toHaveProperty('payload');
  });

  it('filters by platform and by outcome, together or apart', async () => {
    expect((await events('?platform=kiwify')).events.map((e) => e.email)).toEqual(['lista-c@exemplo.com.br']);
    expect((await events('?outcome=applied')).total).toBe(2);
    expect((await events('?platform=hotmart&outcome=applied')).events.map((e) => e.email)).toEqual([
      'lista-a@exemplo.com.br',
    ]);
    expect((await events('?platform=&outcome=')).total).toBe(4);
  });

  it.each([
    ['?platform=eduzz', 'Plataforma inválida.'],
    ['?outcome=talvez', 'Resultado inválido.'],
    ['?page=0', 'Página inválida.'],
  ])('refuses %s in Portuguese', async (query, message) => {
    const { status, body } = await get(`/events${query}`);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });
});

describe('GET /api/admin/payments/events/:id', () => {
  it('opens one delivery with its payload as received', async () => {
    const [refused] = (await events('?outcome=rejected')).events;
    const { status, body } = await get(`/events/${refused?.id}`);
    expect(status).toBe(200);
    expect(body.event.detail).toBe('Token ou assinatura inválidos: nada foi aplicado.');
    expect(JSON.parse(body.event.payload).data.buyer.email).toBe('lista-d@exemplo.com.br');
  });

  it.each([
    ['an unknown id', randomUUID(), 404],
    ['a malformed id', 'nao-e-um-id', 400],
  ])('answers %s with its message', async (_, id, status) => {
    const res = await get(`/events/${id}`);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(EVENT_NOT_FOUND);
  });
});

describe('POST /api/admin/payments/events/:id/reprocess', () => {
  it.each(['rejected', 'applied'])('refuses a %s event with 409 and changes nothing', async (outcome) => {
    const [event] = (await events(`?outcome=${outcome}`)).events;
    const res = await t.request(`/api/admin/payments/events/${event?.id}/reprocess`, {
      method: 'POST',
      cookie: admin,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(NOT_REPROCESSABLE);
    expect((await get(`/events/${event?.id}`)).body.event).toMatchObject({ outcome, attempts: 1 });
  });

  it('an ignored event reprocessed while its product is still unknown stays ignored, one more attempt', async () => {
    const [event] = (await events('?outcome=ignored')).events;
    const res = await t.request(`/api/admin/payments/events/${event?.id}/reprocess`, {
      method: 'POST',
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).event).toMatchObject({ outcome: 'ignored', attempts: 2 });
  });

  it('answers 404 for an unknown event', async () => {
    const res = await t.request(`/api/admin/payments/events/${randomUUID()}/reprocess`, {
      method: 'POST',
      cookie: admin,
    });
    expect(res.status).toBe(404);
    expectPortugueseError(await res.json());
  });
});

describe('products → plans', () => {
  it('lists the mappings and where each platform must send its webhooks', async () => {
    const { body } = await get('/products');
    expect(body.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          platform: 'hotmart',
          productId: '4774438',
          plan: 'anual',
          updatedBy: 'PRODUCT_PLANS',
        }),
      ]),
    );
    expect(body.endpoints).toEqual([
      { platform: 'hotmart', url: 'http://localhost:3000/api/webhooks/hotmart', configured: true },
      { platform: 'kiwify', url: 'http://localhost:3000/api/webhooks/kiwify', configured: true },
    ]);
  });

  it('adds a mapping, changes its plan (who and when recorded), and removes it', async () => {
    const put = (plan: string) =>
      t.request('/api/admin/payments/products', {
        method: 'PUT',
        cookie: admin,
        json: { platform: 'kiwify', productId: ' novo-produto ', plan },
      });
    expect((await (await put('mensal')).json()).product).toMatchObject({
      productId: 'novo-produto',
      plan: 'mensal',
    });
    const changed = (await (await put('vitalicio')).json()).product;
    expect(changed).toMatchObject({ plan: 'vitalicio', updatedBy: expect.stringContaining('@') });
    const rows = await t.db
      .selectFrom('product_plans')
      .select('plan')
      .where('product_id', '=', 'novo-produto')
      .execute();
    expect(rows).toEqual([{ plan: 'vitalicio' }]);

    const path = '/api/admin/payments/products/kiwify/novo-produto';
    expect((await t.request(path, { method: 'DELETE', cookie: admin })).status).toBe(200);
    const again = await t.request(path, { method: 'DELETE', cookie: admin });
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe(PRODUCT_PLAN_NOT_FOUND);
  });

  it.each([
    [{ platform: 'eduzz', productId: '1', plan: 'anual' }, 'Informe a plataforma: Hotmart ou Kiwify.'],
    [{ platform: 'hotmart', productId: 'tem espaço', plan: 'anual' }, PRODUCT_ID_MESSAGE],
    [{ platform: 'hotmart', productId: 'a:b:c', plan: 'anual' }, PRODUCT_ID_MESSAGE],
    [
      { platform: 'hotmart', productId: '1', plan: 'semestral' },
      'Informe o plano: mensal, anual ou vitalício.',
    ],
  ])('refuses %o with its message', async (json, message) => {
    const res = await t.request('/api/admin/payments/products', { method: 'PUT', cookie: admin, json });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });
});
