import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { hotmartEvent, kiwifyOrder } from '../../../../test/webhook-payloads';
import { webhookTestApp } from '../../../../test/webhook-requests';
import { TEST_EVENT_EMAIL } from '../../../shared/payment-events';
import { TEST_EVENT_DETAIL } from './apply-payment-event';
import { RECORD_ONLY, TEST_ONLY } from './reprocess-event';
import { TEST_EVENT_UNCONFIGURED } from './send-test-event';

// /admin/integracoes finds a buyer's deliveries, shows what they paid for, offers
// Reprocessar only where it can change something and sends a signed test delivery.

const { t, deliver } = webhookTestApp();
let admin: string | undefined;
const payments = () => t.api(admin).admin.payments;
const search = async (busca: string) => bodyAt(await payments().events.$get({ query: { busca } }), 200);
const reprocess = (id: string) => payments().events[':id'].reprocess.$post({ param: { id } });
const sendTest = (platform: 'hotmart' | 'kiwify') => payments()['test-event'].$post({ json: { platform } });

beforeAll(async () => {
  admin = (await t.as('admin')).cookie;
  await deliver.hotmart(
    hotmartEvent({
      email: 'maria.busca@exemplo.com.br',
      name: 'Maria Gonçalves',
      transaction: 'HPBUSCA0001',
    }),
  );
  await deliver.kiwify(
    kiwifyOrder({ email: 'joao.busca@exemplo.com.br', name: 'João da Silva', cents: 9700 }),
  );
  await deliver.hotmart(
    hotmartEvent({
      event: 'PURCHASE_BILLET_PRINTED',
      email: 'boleto.busca@exemplo.com.br',
      name: 'Ana Boleto',
    }),
  );
  await t.deps.payments.drain();
});

describe('searching events', () => {
  it('finds a delivery by an e-mail prefix, with its amount, product, plan and buyer name', async () => {
    const page = await search('maria.busca');
    expect(page.events).toHaveLength(1);
    expect(page.events[0]).toMatchObject({
      email: 'maria.busca@exemplo.com.br',
      buyerName: 'Maria Gonçalves',
      eventType: 'PURCHASE_APPROVED',
      amount: 1747,
      productId: '4774438:k2pasun7',
      plan: 'anual',
      transactionId: 'HPBUSCA0001',
    });
  });

  it.each(['goncalves', 'GONÇALVES', 'Gonç', 'maria gonc'])(
    'finds a name as %s, accents and case aside',
    async (busca) => {
      expect((await search(busca)).events.map((e) => e.email)).toEqual(['maria.busca@exemplo.com.br']);
    },
  );

  it('finds a delivery by its transaction and a Kiwify buyer by name, amount in reais', async () => {
    expect((await search('HPBUSCA0001')).events.map((e) => e.email)).toEqual(['maria.busca@exemplo.com.br']);
    const [joao] = (await search('joão silva')).events;
    expect(joao).toMatchObject({ platform: 'kiwify', amount: 97, plan: 'mensal', productId: 'abc123' });
  });

  it('finds nothing for a word no delivery has, and refuses a search too short', async () => {
    expect((await search('ninguem-assim')).events).toHaveLength(0);
    const res = await t.request('/api/admin/payments/events?busca=ab', { cookie: admin });
    expect((await errorAt(res, 400)).message).toBe('Digite ao menos 3 caracteres para buscar.');
  });
});

describe('Reprocessar where it can change nothing', () => {
  it('refuses a record-only event (a printed billet) with 409 and leaves it as it was', async () => {
    const [billet] = (await search('boleto.busca')).events;
    expect(billet).toMatchObject({ eventType: 'PURCHASE_BILLET_PRINTED', outcome: 'ignored', attempts: 1 });
    expect((await errorAt(await reprocess(billet?.id ?? ''), 409)).message).toBe(RECORD_ONLY);
    expect((await search('boleto.busca')).events[0]).toMatchObject({ outcome: 'ignored', attempts: 1 });
  });
});

describe('Enviar evento de teste', () => {
  it.each(['hotmart', 'kiwify'] as const)(
    'runs a signed %s delivery through the receiver and the worker, touching no member',
    async (platform) => {
      const members = await t.db.selectFrom('profiles').select('id').execute();
      const body = await bodyAt(await sendTest(platform), 200);
      expect(body.message).toMatch(/^Evento de teste da (Hotmart|Kiwify): Ignorado\.$/);
      expect(body.detail).toBe(TEST_EVENT_DETAIL);
      expect(body.event).toMatchObject({ platform, outcome: 'ignored', email: TEST_EVENT_EMAIL });
      expect(await t.db.selectFrom('profiles').select('id').execute()).toEqual(members);
      const audit = await t.db
        .selectFrom('audit_events')
        .select(['action', 'after'])
        .where('action', '=', 'payments.test_event_sent')
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow();
      expect(audit.after).toContain('Ignorado');
      // Running it again would end the same way: refused.
      expect((await errorAt(await reprocess(body.event?.id ?? ''), 409)).message).toBe(TEST_ONLY);
    },
  );
});

describe('Enviar evento de teste without the platform secret', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(() => bare.close());

  it('is refused by the receiver like any unsigned delivery, and says which variable is missing', async () => {
    const cookie = (await bare.as('admin')).cookie;
    const res = await bare.api(cookie).admin.payments['test-event'].$post({ json: { platform: 'kiwify' } });
    const body = await bodyAt(res, 200);
    expect(body).toMatchObject({
      message: 'Evento de teste da Kiwify: Recusado.',
      detail: TEST_EVENT_UNCONFIGURED.kiwify,
      event: null,
    });
    const stored = await bare.db.selectFrom('webhook_events').select(['outcome']).execute();
    expect(stored).toEqual([{ outcome: 'rejected' }]);
  });
});
