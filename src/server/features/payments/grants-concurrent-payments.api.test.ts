import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hotmartEvent, kiwifyOrder } from '../../../../test/webhook-payloads';
import { buyerEmail, webhookTestApp } from '../../../../test/webhook-requests';
import type { Mail } from '../../platform/mail/mail';
import { createUser } from '../../seed/factories';
import { createPaymentWorker } from './payment-worker';

// Access as grants (docs/decisions/016-access-as-grants.md): two deliveries for one member applied
// at once by two payment workers (two app processes) on PostgreSQL keep both grants, and the
// member's deciding grant and the access counters see both: no lost update. SQLite's one writer
// cannot interleave them.

const { t, deliver, subscriptionsOf, profileOf, mapHotmartOffer } = webhookTestApp();

/** A promise and the function that settles it. */
function signal() {
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { settled, settle };
}

/** Resolves once a connection to this test's database waits for a lock, or once `done` is true. */
async function someoneWaitsForALock(done: () => boolean) {
  while (!done()) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** The stored delivery's id (answered "pending": no worker has applied it yet). */
async function stored(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  const answer = (await res.json()) as { outcome: string; id: string };
  expect(answer.outcome).toBe('pending');
  return answer.id;
}

describe.runIf(process.env.TEST_PG_URL)('two payment workers, one member (PostgreSQL)', () => {
  it('both grants are kept; the lifetime one, committed first, still decides', async () => {
    await mapHotmartOffer('vitalicia', 'vitalicio');
    const member = await createUser(t.deps, { email: buyerEmail() });

    // The first worker stops inside its delivery's transaction (grant and member's access written,
    // not committed) until the second worker's delivery for the same member has to wait for it.
    const inside = signal();
    const release = signal();
    const pausing: Mail = {
      ...t.deps.mail,
      enqueue: async (message, options) => {
        inside.settle();
        await release.settled;
        return t.deps.mail.enqueue(message, options);
      },
    };
    const first = createPaymentWorker({ ...t.deps, mail: pausing }, { batchSize: 1 });
    const second = createPaymentWorker(t.deps, { batchSize: 1 });

    const ids = [
      await stored(await deliver.hotmart(hotmartEvent({ email: member.email, offer: 'vitalicia' }))),
    ];
    const firstDrained = first.drain();
    await inside.settled;
    ids.push(await stored(await deliver.kiwify(kiwifyOrder({ email: member.email }))));
    let secondDone = false;
    const secondDrained = second.drain().finally(() => {
      secondDone = true;
    });
    await someoneWaitsForALock(() => secondDone);
    // The two transactions overlapped: the second could not finish while the first was open.
    expect(secondDone).toBe(false);
    release.settle();
    await Promise.all([firstDrained, secondDrained]);

    const events = await t.db
      .selectFrom('webhook_events')
      .select(['outcome', 'attempts'])
      .where('id', 'in', ids)
      .execute();
    expect(events).toEqual([
      { outcome: 'applied', attempts: 1 },
      { outcome: 'applied', attempts: 1 },
    ]);
    const grants = await subscriptionsOf(member.email);
    expect(grants).toHaveLength(2);
    const lifetime = grants.find((grant) => grant.plan === 'vitalicio');
    expect(lifetime).toMatchObject({ source: 'hotmart', status: 'active', expires_at: null });
    expect(grants.find((grant) => grant.plan === 'mensal')).toMatchObject({
      source: 'kiwify',
      status: 'active',
    });
    // The monthly grant, written last, would decide had its transaction not seen the lifetime one.
    expect(await profileOf(member.email)).toMatchObject({
      grant_id: lifetime?.id,
      access_status: 'active',
      access_plan: 'vitalicio',
      access_ends_at: null,
    });
    const counted = await t.db
      .selectFrom('access_totals')
      .select(['access_status', 'plan', 'n'])
      .where('n', '!=', 0)
      .orderBy(['access_status', 'plan'])
      .execute();
    const members = await t.db
      .selectFrom('profiles')
      .select((eb) => [
        'access_status',
        eb.fn.coalesce('access_plan', sql<string>`'-'`).as('plan'),
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['access_status', 'access_plan'])
      .orderBy(['access_status', 'plan'])
      .execute();
    expect(counted.map((row) => ({ ...row, n: Number(row.n) }))).toEqual(
      members.map((row) => ({ ...row, n: Number(row.n) })),
    );
  });
});
