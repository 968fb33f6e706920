import { expect } from 'vitest';
import { hotmartEvent, HOTTOK, transactionCode } from '../webhook-payloads';
import { type Cluster, waitFor } from './cluster';

// What the cluster scenario and the fault tests both do: bursts of payment deliveries through
// HAProxy, and checks that each was applied exactly once.

/** Runs `task(i)` for i in [0, count) with at most `concurrency` at a time. */
export async function inParallel<T>(count: number, concurrency: number, task: (i: number) => Promise<T>) {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

export type Burst = { emails: string[]; transactions: string[]; nodes: (string | null)[]; statuses: number[] };

/** `count` new buyers' Hotmart purchases, 20 at a time, through HAProxy. */
export async function deliverPurchases(cluster: Cluster, count: number, tag: string): Promise<Burst> {
  const emails = Array.from({ length: count }, (_, i) => `comprador-${tag}-${i}@exemplo.com.br`);
  const transactions = emails.map(() => transactionCode());
  const answers = await inParallel(count, 20, async (i) => {
    const body = hotmartEvent({ email: emails[i] as string, transaction: transactions[i] });
    return cluster.call('/api/webhooks/hotmart', {
      method: 'POST',
      json: body,
      headers: { 'x-hotmart-hottok': HOTTOK },
    });
  });
  return {
    emails,
    transactions,
    nodes: answers.map((a) => a.node),
    statuses: answers.map((a) => a.res.status),
  };
}

/** Waits until no delivery of the burst is pending, within `timeoutMs`. */
export async function waitApplied(cluster: Cluster, burst: Burst, timeoutMs: number) {
  await waitFor(
    'every delivery to be applied',
    async () => {
      const pending = await cluster.db
        .selectFrom('webhook_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('transaction_id', 'in', burst.transactions)
        .where('outcome', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(pending.n) === 0;
    },
    timeoutMs,
  );
}

/** Each delivery stored once and applied once: one account, one subscription per buyer. */
export async function expectAppliedOnce(cluster: Cluster, burst: Burst) {
  const events = await cluster.db
    .selectFrom('webhook_events')
    .select(['transaction_id', 'outcome'])
    .where('transaction_id', 'in', burst.transactions)
    .execute();
  expect(events).toHaveLength(burst.transactions.length);
  expect(new Set(events.map((e) => e.outcome))).toEqual(new Set(['applied']));
  const subscriptions = await cluster.db
    .selectFrom('subscriptions')
    .innerJoin('profiles', 'profiles.id', 'subscriptions.user_id')
    .select(['profiles.email', 'subscriptions.reference'])
    .where('profiles.email', 'in', burst.emails)
    .execute();
  expect(subscriptions).toHaveLength(burst.emails.length);
  expect(new Set(subscriptions.map((s) => s.email)).size).toBe(burst.emails.length);
}

/** How many requests each node answered. */
export const perNode = (nodes: (string | null)[]) =>
  nodes.reduce<Record<string, number>>((counts, node) => {
    counts[node ?? 'none'] = (counts[node ?? 'none'] ?? 0) + 1;
    return counts;
  }, {});
