import { expect } from 'vitest';
import { HOTTOK, hotmartEvent, transactionCode } from '../webhook-payloads';
import type { Answer, Cluster } from './cluster';
import { waitFor } from './cluster-processes';

// What the cluster scenario and the fault tests both do: bursts of payment deliveries through
// HAProxy, and checks that each was applied exactly once.

/** The mails queued to `emails` (each address's, however many), and how many are not sent yet. */
export async function mailsTo(cluster: Cluster, emails: string[]) {
  const rows = await cluster.db
    .selectFrom('mail_outbox')
    .select('status')
    .where('recipient', 'in', emails)
    .execute();
  return { queued: rows.length, unsent: rows.filter((row) => row.status !== 'sent').length };
}

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

export type Burst = {
  emails: string[];
  transactions: string[];
  nodes: (string | null)[];
  statuses: number[];
  /** Deliveries that needed more than one send. */
  resent: number;
};

/**
 * `count` new buyers' Hotmart purchases, 20 at a time, through HAProxy. With `resend`, one that
 * did not get a 200 is sent again (up to 5 times), as Hotmart does; `onSent.run` is called once
 * `onSent.after` deliveries were answered.
 */
export async function deliverPurchases(
  cluster: Cluster,
  count: number,
  tag: string,
  options: { resend?: boolean; onSent?: { after: number; run: () => void } } = {},
): Promise<Burst> {
  const { resend = false, onSent } = options;
  const emails = Array.from({ length: count }, (_, i) => `comprador-${tag}-${i}@exemplo.com.br`);
  const transactions = emails.map(() => transactionCode());
  let sent = 0;
  const answers = await inParallel(count, 20, async (i) => {
    const body = hotmartEvent({ email: emails[i] as string, transaction: transactions[i] });
    // As the platforms do, a delivery that got no 200 is sent again, the same body (its id).
    for (let attempt = 1; ; attempt++) {
      const answer = await cluster
        .call('/api/webhooks/hotmart', {
          method: 'POST',
          json: body,
          headers: { 'x-hotmart-hottok': HOTTOK },
        })
        .catch(() => null);
      if (answer && answer.res.status === 200) {
        await answer.res.arrayBuffer();
        sent++;
        if (sent === onSent?.after) onSent.run();
        return { ...answer, attempts: attempt };
      }
      if (attempt === 5 || !resend)
        return { res: answer?.res, node: answer?.node ?? null, attempts: attempt };
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  return {
    emails,
    transactions,
    nodes: answers.map((a) => a.node),
    statuses: answers.map((a) => a.res?.status ?? 0),
    resent: answers.filter((a) => a.attempts > 1).length,
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

/** Each purchase applied once (a resent one's copies "duplicate"): one account, one subscription per buyer. */
export async function expectAppliedOnce(cluster: Cluster, burst: Burst) {
  const events = await cluster.db
    .selectFrom('webhook_events')
    .select(['transaction_id', 'outcome'])
    .where('transaction_id', 'in', burst.transactions)
    .execute();
  // A delivery sent again after a lost answer is stored again and answered "duplicate".
  const applied = events.filter((e) => e.outcome === 'applied').map((e) => e.transaction_id);
  expect(applied.sort()).toEqual([...burst.transactions].sort());
  expect(events.filter((e) => e.outcome !== 'applied' && e.outcome !== 'duplicate')).toEqual([]);
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

export type LoadResult = { status: number; ms: number; startedAt: number; node: string | null; body: string };

/**
 * `concurrency` callers sending `request()` one after another until stop(): what each answered
 * (status 0: no answer at all), how long it took and when it started.
 */
export function underLoad(concurrency: number, request: () => Promise<Answer>) {
  const results: LoadResult[] = [];
  let stopped = false;
  const callers = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      const startedAt = Date.now();
      try {
        const { res, node } = await request();
        const body = await res.text();
        results.push({ status: res.status, ms: Date.now() - startedAt, startedAt, node, body });
      } catch (error) {
        results.push({ status: 0, ms: Date.now() - startedAt, startedAt, node: null, body: String(error) });
      }
    }
  });
  return {
    results,
    async stop() {
      stopped = true;
      await Promise.all(callers);
      return results;
    },
  };
}
