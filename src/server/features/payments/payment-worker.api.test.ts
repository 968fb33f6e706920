import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { HOTTOK, hotmartEvent, transactionCode, WEBHOOK_ENV } from '../../../../test/webhook-payloads';
import { buyerEmail } from '../../../../test/webhook-requests';
import { exponentialBackoff } from '../../platform/jobs/database-queue';
import type { Mail } from '../../platform/mail/mail';
import { createPaymentWorker } from './payment-worker';

// Decision 015: a delivery is answered once stored; the payment worker applies it, retries a try
// that throws, gives up into "failed" for Reprocessar, and never applies one delivery twice when
// several processes run workers.

let t: TestApp;
let admin: string | undefined;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_ENV);
  admin = (await t.as('admin')).cookie;
});
afterAll(() => t.close());

/** Delivers without running any worker; returns the stored row's id. */
async function deliver(email: string, event: Partial<Parameters<typeof hotmartEvent>[0]> = {}) {
  const res = await t.request('/api/webhooks/hotmart', {
    method: 'POST',
    json: hotmartEvent({ email, transaction: transactionCode(), ...event }),
    headers: { 'x-hotmart-hottok': HOTTOK },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { outcome: string; id: string; message: string };
  expect(body).toMatchObject({ outcome: 'pending', message: 'Evento recebido: será aplicado em instantes.' });
  return body.id;
}

const stored = (id: string) =>
  t.db
    .selectFrom('webhook_events')
    .select(['outcome', 'detail', 'attempts', 'next_attempt_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const accountOf = (email: string) =>
  t.db.selectFrom('profiles').select('id').where('email', '=', email).executeTakeFirst();

describe('the payment worker', () => {
  it('the answer comes before any change: no account, no mail until the worker runs', async () => {
    const buyer = buyerEmail();
    const id = await deliver(buyer);
    expect(await stored(id)).toMatchObject({
      outcome: 'pending',
      detail: 'Na fila: será aplicado em instantes.',
    });
    expect(await accountOf(buyer)).toBeUndefined();

    await t.deps.payments.drain();
    expect(await stored(id)).toMatchObject({ outcome: 'applied', attempts: 1, next_attempt_at: null });
    expect(await accountOf(buyer)).toBeDefined();
    expect(await mailsTo(t, buyer)).toHaveLength(1);
  });

  it('retries a try that throws later, then marks it failed; Reprocessar applies it', async () => {
    let clock = 0;
    const failingMail: Mail = {
      ...t.deps.mail,
      enqueue: async () => {
        throw new Error('fila de e-mail fora do ar');
      },
    };
    const worker = createPaymentWorker(
      { ...t.deps, mail: failingMail },
      { maxAttempts: 2, now: () => new Date(clock) },
    );
    const buyer = buyerEmail();
    const id = await deliver(buyer);
    clock = Date.now() + 1000;

    await worker.drain();
    const first = await stored(id);
    expect(first).toMatchObject({
      outcome: 'pending',
      attempts: 1,
      detail: 'Erro ao processar: nova tentativa automática (1 de 2).',
    });
    expect(first.next_attempt_at?.getTime()).toBe(clock + exponentialBackoff(1));
    // Rolled back: the account the try created is gone with it.
    expect(await accountOf(buyer)).toBeUndefined();

    // Not due yet: nothing happens.
    await worker.drain();
    expect((await stored(id)).attempts).toBe(1);

    clock += exponentialBackoff(1);
    await worker.drain();
    expect(await stored(id)).toMatchObject({
      outcome: 'failed',
      attempts: 2,
      next_attempt_at: null,
      detail: 'Erro ao processar (2 tentativas): clique em Reprocessar para tentar de novo.',
    });

    const res = await t.request(`/api/admin/payments/events/${id}/reprocess`, {
      method: 'POST',
      cookie: admin,
    });
    expect(res.status).toBe(200);
    expect(await stored(id)).toMatchObject({ outcome: 'applied', attempts: 3 });
    expect(await accountOf(buyer)).toBeDefined();
  });

  it("applies different members' deliveries side by side and one member's in the order received", async () => {
    // A purchase and its refund arriving together, two purchases of one new e-mail,
    // and members with one purchase each, all in one batch of a worker applying 4 members at once.
    const refunded = buyerEmail();
    const twice = buyerEmail();
    const others = Array.from({ length: 10 }, () => buyerEmail());
    const transaction = transactionCode();
    const ids = {
      purchase: await deliver(refunded, { transaction }),
      first: await deliver(twice),
      refund: await deliver(refunded, { transaction, event: 'PURCHASE_REFUNDED' }),
      second: await deliver(twice),
      others: [] as string[],
    };
    for (const buyer of others) ids.others.push(await deliver(buyer));
    const worker = createPaymentWorker(t.deps, { concurrency: 4 });
    await worker.drain();

    const outcome = async (id: string) => {
      const row = await t.db
        .selectFrom('webhook_events')
        .select(['outcome', 'detail', 'attempts', 'processed_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { ...row, processedAt: row.processed_at?.getTime() ?? 0 };
    };
    const purchase = await outcome(ids.purchase);
    const refund = await outcome(ids.refund);
    const first = await outcome(ids.first);
    const second = await outcome(ids.second);
    // In order: the purchase granted, then its refund ended that grant (not "refund before approval").
    expect(purchase).toMatchObject({ outcome: 'applied', detail: expect.stringMatching(/^Conta criada/) });
    expect(refund).toMatchObject({
      outcome: 'applied',
      detail: expect.stringMatching(/^Assinatura desta compra encerrada/),
    });
    expect(refund.processedAt).toBeGreaterThanOrEqual(purchase.processedAt);
    // One account for the e-mail bought twice: the first created it, the second found it, no retry.
    expect(first).toMatchObject({
      outcome: 'applied',
      attempts: 1,
      detail: expect.stringMatching(/^Conta criada/),
    });
    expect(second).toMatchObject({
      outcome: 'applied',
      attempts: 1,
      detail: expect.stringMatching(/^Pagamento aplicado/),
    });
    for (const id of ids.others) expect(await outcome(id)).toMatchObject({ outcome: 'applied', attempts: 1 });
    expect(await mailsTo(t, twice)).toHaveLength(2);
  });

  it('deliveries applied together in one transaction: one that throws costs the others nothing', async () => {
    // On PostgreSQL a lane applies several members' deliveries in one transaction;
    // when one throws, that transaction rolls back and each is applied alone, so the others are
    // applied at their first try and only the bad one is retried later.
    const bad = buyerEmail();
    const buyers = Array.from({ length: 7 }, () => buyerEmail());
    const ids = [];
    for (const buyer of buyers.slice(0, 3)) ids.push(await deliver(buyer));
    const badId = await deliver(bad);
    for (const buyer of buyers.slice(3)) ids.push(await deliver(buyer));
    const failingForOne: Mail = {
      ...t.deps.mail,
      enqueue: async (message, options) => {
        if (message.to === bad) throw new Error('fila de e-mail fora do ar');
        return t.deps.mail.enqueue(message, options);
      },
    };
    const worker = createPaymentWorker(
      { ...t.deps, mail: failingForOne },
      { concurrency: 2, deliveriesPerTransaction: 4 },
    );
    await worker.drain();

    expect(await stored(badId)).toMatchObject({
      outcome: 'pending',
      attempts: 1,
      detail: 'Erro ao processar: nova tentativa automática (1 de 5).',
    });
    expect(await accountOf(bad)).toBeUndefined();
    for (const id of ids) expect(await stored(id)).toMatchObject({ outcome: 'applied', attempts: 1 });
    for (const buyer of buyers) {
      expect(await accountOf(buyer)).toBeDefined();
      expect(await mailsTo(t, buyer)).toHaveLength(1);
    }
  });

  it('two workers draining at once (two app processes) apply each delivery exactly once', async () => {
    const buyers = Array.from({ length: 24 }, () => buyerEmail());
    const ids = [];
    for (const buyer of buyers) ids.push(await deliver(buyer));
    const other = createPaymentWorker(t.deps, { batchSize: 3 });
    const mine = createPaymentWorker(t.deps, { batchSize: 3 });
    await Promise.all([other.drain(), mine.drain()]);

    const rows = await t.db
      .selectFrom('webhook_events')
      .select(['outcome', 'attempts'])
      .where('id', 'in', ids)
      .execute();
    expect(rows).toHaveLength(24);
    expect(rows.every((row) => row.outcome === 'applied' && row.attempts === 1)).toBe(true);
    for (const buyer of buyers) expect(await mailsTo(t, buyer)).toHaveLength(1);
  });
});
