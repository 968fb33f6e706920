import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Plan } from '../src/shared/constants';
import { addMonths, dayInSaoPaulo, endOfDayInSaoPaulo } from '../src/shared/sao-paulo-day';
import { snapshotDatabase } from './api-helpers';
import type { TestApp } from './test-app';
import { testAppForFile } from './test-app-for-file';
import { HOTMART_PRODUCT, HOTTOK, kiwifySignature, WEBHOOK_ENV } from './webhook-payloads';

// The API suite's side of the payment webhooks: deliveries as each platform sends them, and what
// the database holds afterwards. Bodies come from webhook-payloads.ts.

export const buyerEmail = () => `comprador-${randomUUID().slice(0, 8)}@exemplo.com.br`;

/** The end of the São Paulo day `months` after `from`: how a plan period is counted. */
export const periodEnd = (from: Date, months: number) =>
  endOfDayInSaoPaulo(addMonths(dayInSaoPaulo(from), months));

export function webhookRequests(t: () => TestApp) {
  /** The response once the payment worker has applied what it stored (main.ts runs it on its own). */
  const applied = async (res: Response) => {
    await t().deps.payments.drain();
    return res;
  };

  /** The deliveries as received: stored, not yet applied (no worker runs until drained). */
  const deliver = {
    /** POST /api/webhooks/hotmart with the X-HOTMART-HOTTOK header (none when null). */
    hotmart: (body: unknown, hottok: string | null = HOTTOK) =>
      t().request('/api/webhooks/hotmart', {
        method: 'POST',
        json: body,
        headers: hottok === null ? {} : { 'x-hotmart-hottok': hottok },
      }),
    /** POST /api/webhooks/kiwify?signature=…, by default the body's own HMAC-SHA1. */
    kiwify: (body: unknown, signature?: string) => {
      const raw = JSON.stringify(body);
      return t().request(`/api/webhooks/kiwify?signature=${signature ?? kiwifySignature(raw)}`, {
        method: 'POST',
        body: raw,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
  /** A Hotmart delivery, applied. */
  const hotmart = async (body: unknown, hottok?: string | null) =>
    applied(await deliver.hotmart(body, hottok));
  /** A Kiwify delivery, applied. */
  const kiwify = async (body: unknown, signature?: string) => applied(await deliver.kiwify(body, signature));

  /**
   * A 200 (the body is shown otherwise), and the delivery it stored ended in that outcome: a
   * replay answers "duplicate" at once, anything else "pending" until the worker applied it.
   * Returns what was stored: the outcome and the detail the admin reads.
   */
  async function expectOutcome(res: Response, outcome: string) {
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = (await res.json()) as { outcome: string; id: string };
    expect(['pending', 'duplicate']).toContain(answer.outcome);
    const stored = await t()
      .db.selectFrom('webhook_events')
      .select(['outcome', 'detail'])
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(stored.outcome).toBe(outcome);
    return stored;
  }

  const profileOf = (address: string) =>
    t().db.selectFrom('profiles').selectAll().where('email', '=', address).executeTakeFirst();

  const subscriptionsOf = async (address: string) => {
    const profile = await profileOf(address);
    if (!profile) return [];
    return t().db.selectFrom('subscriptions').selectAll().where('user_id', '=', profile.id).execute();
  };

  const eventsFor = (transactionId: string) =>
    t()
      .db.selectFrom('webhook_events')
      .select(['platform', 'event_type', 'outcome', 'detail'])
      .where('transaction_id', '=', transactionId)
      .orderBy('received_at')
      .execute();

  /**
   * Runs `send` and checks that it answered 401 and changed nothing but the record of the
   * refused attempt (one `rejected` row) and the per-IP counter of refusals.
   */
  async function expectRefusedUnchanged(send: () => Response | Promise<Response>, eventType: string) {
    const before = await snapshotDatabase(t());
    const res = await send();
    expect(res.status).toBe(401);
    const after = await snapshotDatabase(t());
    for (const table of before.tables.filter((name) => !['webhook_events', 'rate_limits'].includes(name)))
      expect(after.rows[table], table).toEqual(before.rows[table]);
    const added = after.rows.webhook_events?.filter((row) => !before.rows.webhook_events?.includes(row));
    expect(added?.map((row) => JSON.parse(row))).toEqual([
      expect.objectContaining({ outcome: 'rejected', event_type: eventType, user_id: null }),
    ]);
    return res.json();
  }

  /** What `change` returned, and the names of the tables whose rows it altered. */
  async function tablesChangedBy<T>(change: () => Promise<T>) {
    const before = await snapshotDatabase(t());
    const result = await change();
    const after = await snapshotDatabase(t());
    const changed = after.tables.filter(
      (name) => JSON.stringify(after.rows[name]) !== JSON.stringify(before.rows[name]),
    );
    return { result, changed };
  }

  /** Maps a Hotmart offer of the test product to `plan` (it wins over the product's own plan). */
  const mapHotmartOffer = (offer: string, plan: Plan) =>
    t()
      .db.insertInto('product_plans')
      .values({ platform: 'hotmart', product_id: `${HOTMART_PRODUCT}:${offer}`, plan, updated_by: 'teste' })
      .execute();

  return {
    deliver,
    hotmart,
    kiwify,
    expectOutcome,
    profileOf,
    subscriptionsOf,
    eventsFor,
    expectRefusedUnchanged,
    tablesChangedBy,
    mapHotmartOffer,
  };
}

/** A webhook API test file's app, with the platforms' keys (WEBHOOK_ENV) and `env`, and the requests above to it. */
export function webhookTestApp(env: Record<string, string> = {}) {
  const t = testAppForFile({ ...WEBHOOK_ENV, ...env });
  return { t, ...webhookRequests(() => t) };
}
