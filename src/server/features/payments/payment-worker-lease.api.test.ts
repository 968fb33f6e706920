import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { HOTTOK, hotmartEvent, transactionCode, WEBHOOK_ENV } from '../../../../test/webhook-payloads';
import { buyerEmail } from '../../../../test/webhook-requests';
import { openDatabase } from '../../platform/db/connection';
import { inTransaction } from '../../platform/db/transaction';
import { ClaimLost, defineQueue } from '../../platform/jobs/database-queue';
import { createLogger } from '../../platform/logger';
import { createPaymentWorker } from './payment-worker';
import { applyStoredDelivery } from './stored-delivery';

// A claim is a short lease its worker renews while it works. A node killed with
// `kill -9` renews nothing, so another node takes its deliveries over within a minute; a live node
// busy for longer than the lease keeps them; and the killed node's try, were it to finish after
// all, commits nothing (ClaimLost): each delivery is applied exactly once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_ENV);
});
afterAll(() => t.close());

/** Stores a new buyer's delivery (no worker runs); returns its id. */
async function deliver(email: string) {
  const res = await t.request('/api/webhooks/hotmart', {
    method: 'POST',
    json: hotmartEvent({ email, transaction: transactionCode() }),
    headers: { 'x-hotmart-hottok': HOTTOK },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

const stored = (id: string) =>
  t.db
    .selectFrom('webhook_events')
    .select(['outcome', 'attempts', 'next_attempt_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A promise and the function that settles it. */
function signal() {
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { settled, settle };
}

/**
 * Another app process's worker over the same deliveries, on its own connection: its handler
 * announces the row it took and holds it until `release` (a node busy with it, or dead).
 */
function otherNode(options: { leaseMs?: number; now?: () => Date; release: Promise<void> }) {
  const database = openDatabase({
    databaseUrl: t.deps.env.DATABASE_URL,
    sqliteFile: path.join(t.deps.env.DATA_DIR, 'hub.sqlite'),
  });
  const taken = signal();
  const worker = defineQueue({
    name: 'other node',
    db: database.db,
    // Its renewals fail once it is "killed" (connection closed): nothing to see in the test's output.
    logger: createLogger('silent'),
    leaseMs: options.leaseMs,
    now: options.now,
    batchSize: 1,
    table: 'webhook_events',
    pending: { column: 'outcome', value: 'pending' },
    handle: async () => {
      taken.settle();
      await options.release;
    },
    done: async (row) => {
      await database.db
        .updateTable('webhook_events')
        .set({ outcome: 'ignored', next_attempt_at: null })
        .where('id', '=', row.id)
        .execute();
    },
    retry: async () => {},
    giveUp: async () => {},
  });
  return { worker, taken: taken.settled, kill: () => database.db.destroy() };
}

describe('payment worker leases', () => {
  it("a killed node's claim is taken over by another within 60 s, and applied once", async () => {
    const buyer = buyerEmail();
    const id = await deliver(buyer);
    let clock = Date.now();
    const now = () => new Date(clock);
    // The other node claims the delivery with the default lease, then dies mid-try (kill -9).
    const release = signal();
    const node = otherNode({ now, release: release.settled });
    const dead = node.worker.drain().catch(() => undefined);
    await node.taken;
    await node.kill();

    const survivor = createPaymentWorker(t.deps, { now });
    await survivor.drain();
    expect(await stored(id)).toMatchObject({ outcome: 'pending', attempts: 1 });

    // A minute later (the lease, plus the survivor's poll), the survivor has it.
    clock += 60_000 - 2_000;
    await survivor.drain();
    expect(await stored(id)).toMatchObject({ outcome: 'applied', attempts: 2 });
    expect(await mailsTo(t, buyer)).toHaveLength(1);

    // Were the dead node's try to finish after all, it would find its claim gone and commit nothing.
    const row = await t.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await expect(
      inTransaction(t.db, (trx) =>
        applyStoredDelivery({ deps: t.deps, db: trx, row, now: now(), claimedAttempts: 1 }),
      ),
    ).rejects.toBeInstanceOf(ClaimLost);
    expect(await stored(id)).toMatchObject({ outcome: 'applied', attempts: 2 });
    expect(await mailsTo(t, buyer)).toHaveLength(1);
    release.settle();
    await dead;
  });

  it('a live node working longer than its lease keeps the claim: it renews it', async () => {
    const leaseMs = 900;
    const id = await deliver(buyerEmail());
    const release = signal();
    const node = otherNode({ leaseMs, release: release.settled });
    const working = node.worker.drain();
    await node.taken;

    // Three leases long, another worker with the same short lease looks for due work every 50 ms.
    const other = createPaymentWorker(t.deps, { leaseMs });
    const until = Date.now() + 3 * leaseMs;
    while (Date.now() < until) {
      await other.drain();
      expect(await stored(id)).toMatchObject({ outcome: 'pending', attempts: 1 });
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    release.settle();
    await working;
    await node.kill();
    expect(await stored(id)).toMatchObject({ outcome: 'ignored', attempts: 1 });
  });
});
