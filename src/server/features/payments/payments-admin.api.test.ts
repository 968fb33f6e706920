import { randomUUID } from 'node:crypto';
import type { InferRequestType } from 'hono/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import {
  HOTTOK,
  hotmartEvent,
  kiwifyOrder,
  kiwifySignature,
  WEBHOOK_ENV,
} from '../../../../test/webhook-payloads';

import { encodeCursor } from '../../../shared/keyset-cursor';
import { CURSOR_MESSAGE } from '../../../shared/schemas/fields';
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
  // Sent raw, as the platforms send them: the routes read and check the body themselves.
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

const payments = () => t.api(admin).admin.payments;
type EventsQuery = InferRequestType<ReturnType<typeof payments>['events']['$get']>['query'];
const events = async (query: EventsQuery = {}) => bodyAt(await payments().events.$get({ query }), 200);
const event = (id: string) => payments().events[':id'].$get({ param: { id } });
const reprocess = (id: string) => payments().events[':id'].reprocess.$post({ param: { id } });

describe('GET /api/admin/payments/events', () => {
  it('lists every delivery newest first, with no count (keyset paging)', async () => {
    const page = await events();
    expect(page).toMatchObject({ nextCursor: null, prevCursor: null });
    expect(page).not.toHaveProperty('total');
    expect(page.events).toHaveLength(4);
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
    expect((await events({ platform: 'kiwify' })).events.map((e) => e.email)).toEqual([
      'lista-c@exemplo.com.br',
    ]);
    expect((await events({ outcome: 'applied' })).events).toHaveLength(2);
    expect((await events({ platform: 'hotmart', outcome: 'applied' })).events.map((e) => e.email)).toEqual([
      'lista-a@exemplo.com.br',
    ]);
    expect((await events({ platform: '', outcome: '' })).events).toHaveLength(4);
  });

  it.each([
    ['?platform=eduzz', 'Plataforma inválida.'],
    ['?outcome=talvez', 'Resultado inválido.'],
    ['?page=0', 'Página inválida.'],
    ['?cursor=%C3%A9', CURSOR_MESSAGE],
    [`?cursor=${encodeCursor({ direction: 'newer', at: new Date(), id: 'nao-e-uuid' })}`, CURSOR_MESSAGE],
  ])('refuses %s in Portuguese', async (query, message) => {
    // Raw query strings (values the types refuse), as a hand-edited URL would send them.
    const res = await t.request(`/api/admin/payments/events${query}`, { cookie: admin });
    expect((await errorAt(res, 400)).message).toBe(message);
  });
});

describe('GET /api/admin/payments/events/:id', () => {
  it('opens one delivery with its payload as received', async () => {
    const [refused] = (await events({ outcome: 'rejected' })).events;
    const body = await bodyAt(await event(refused?.id ?? ''), 200);
    expect(body.event.detail).toBe('Token ou assinatura inválidos: nada foi aplicado.');
    expect(JSON.parse(body.event.payload).data.buyer.email).toBe('lista-d@exemplo.com.br');
  });

  it.each([
    ['an unknown id', randomUUID(), 404],
    ['a malformed id', 'nao-e-um-id', 400],
  ])('answers %s with its message', async (_, id, status) => {
    expect((await errorAt(await event(id), status)).message).toBe(EVENT_NOT_FOUND);
  });
});

describe('POST /api/admin/payments/events/:id/reprocess', () => {
  it.each(['rejected', 'applied'] as const)(
    'refuses a %s event with 409 and changes nothing',
    async (outcome) => {
      const [listed] = (await events({ outcome })).events;
      const id = listed?.id ?? '';
      expect((await errorAt(await reprocess(id), 409)).message).toBe(NOT_REPROCESSABLE);
      expect((await bodyAt(await event(id), 200)).event).toMatchObject({ outcome, attempts: 1 });
    },
  );

  it('an ignored event reprocessed while its product is still unknown stays ignored, one more attempt', async () => {
    const [listed] = (await events({ outcome: 'ignored' })).events;
    const res = await reprocess(listed?.id ?? '');
    expect((await bodyAt(res, 200)).event).toMatchObject({ outcome: 'ignored', attempts: 2 });
  });

  it('answers 404 for an unknown event', async () => {
    expectPortugueseError(await errorAt(await reprocess(randomUUID()), 404));
  });
});

describe('products → plans', () => {
  it('lists the mappings and where each platform must send its webhooks', async () => {
    const body = await (await payments().products.$get()).json();
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
    const put = (plan: 'mensal' | 'vitalicio') =>
      payments().products.$put({ json: { platform: 'kiwify', productId: ' novo-produto ', plan } });
    expect((await bodyAt(await put('mensal'), 200)).product).toMatchObject({
      productId: 'novo-produto',
      plan: 'mensal',
    });
    const changed = (await bodyAt(await put('vitalicio'), 200)).product;
    expect(changed).toMatchObject({ plan: 'vitalicio', updatedBy: expect.stringContaining('@') });
    const rows = await t.db
      .selectFrom('product_plans')
      .select('plan')
      .where('product_id', '=', 'novo-produto')
      .execute();
    expect(rows).toEqual([{ plan: 'vitalicio' }]);

    const remove = () =>
      payments().products[':platform'][':productId'].$delete({
        param: { platform: 'kiwify', productId: 'novo-produto' },
      });
    expect((await remove()).status).toBe(200);
    expect((await errorAt(await remove(), 404)).message).toBe(PRODUCT_PLAN_NOT_FOUND);
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
    // Values the types refuse (an unknown platform or plan), on purpose.
    const res = await t.request('/api/admin/payments/products', { method: 'PUT', cookie: admin, json });
    expect((await errorAt(res, 400)).message).toBe(message);
  });
});
