import { describe, expect, it } from 'vitest';
import { paidPeriodScenarios } from '../../../../test/paid-period-scenarios';
import { webhookTestApp } from '../../../../test/webhook-requests';

// API part (SQLite and PostgreSQL): with DISPUTE_SUSPENDS_ACCESS the operator chooses that a
// disputed payment suspends its grant until the platform decides (docs/decisions/027-paid-periods.md):
// a settlement gives the grant back exactly as it was, a refund then takes only its own period.
// Off (the default), access goes on: paid-periods.api.test.ts.

const { t, hotmart, expectOutcome, subscriptionsOf } = webhookTestApp({ DISPUTE_SUSPENDS_ACCESS: 'true' });
const { subscriber, refund, protest, complete } = paidPeriodScenarios({
  t,
  hotmart,
  expectOutcome,
  subscriptionsOf,
});

/** Whether the member's session opens subscriber routes now. */
const opensTools = async (cookie: string) =>
  (await t.api(cookie)['tools-access'].credentials.$get()).status === 200;

describe('a dispute suspends access when the operator chose so', () => {
  it('ends access while disputed and gives it back, end and status, when the payment is kept', async () => {
    const s = await subscriber(1);
    const before = await s.grant();
    expect(await opensTools(s.cookie)).toBe(true);

    const disputed = await expectOutcome(await protest(s), 'applied');
    expect(disputed.detail).toMatch(/^Pagamento em disputa: acesso suspenso até a decisão da plataforma/);
    expect(await s.grant()).toMatchObject({ status: 'ended' });
    expect(await opensTools(s.cookie)).toBe(false);
    expect((await s.payments())[0]).toMatchObject({ status: 'disputed' });

    const settled = await expectOutcome(await complete(s), 'applied');
    expect(settled.detail).toBe('Disputa encerrada: o pagamento foi mantido e o acesso suspenso voltou.');
    expect(await s.grant()).toMatchObject({ status: 'active', expires_at: before.expires_at });
    expect(await opensTools(s.cookie)).toBe(true);
    expect((await s.payments())[0]).toMatchObject({ status: 'paid' });
    // Given back once: the same confirmation again changes nothing.
    await expectOutcome(await complete(s), 'duplicate');
  });

  it('a refund of the disputed latest payment leaves the period before it', async () => {
    const s = await subscriber(2);
    const firstEnd = (await s.payments()).find((p) => p.transactionId === s.transactions[0])?.endsAt;
    await expectOutcome(await protest(s, 1), 'applied');
    expect((await s.grant()).status).toBe('ended');
    await expectOutcome(await refund(s.email, s.transactions[1] ?? ''), 'applied');
    // Given back, then the refund took its own period: the end of recurrence 1, as without a suspension.
    expect(await s.grant()).toMatchObject({ status: 'active' });
    expect((await s.grant()).expires_at?.toISOString()).toBe(firstEnd);
  });

  it('a refund of the only, disputed payment ends the grant as refunded', async () => {
    const s = await subscriber(1);
    await expectOutcome(await protest(s), 'applied');
    await expectOutcome(await refund(s.email, s.transactions[0] ?? ''), 'applied');
    expect((await s.grant()).status).toBe('refunded');
    expect(await opensTools(s.cookie)).toBe(false);
  });

  it('each step is in the member’s audit', async () => {
    const s = await subscriber(1);
    await expectOutcome(await protest(s), 'applied');
    await expectOutcome(await complete(s), 'applied');
    const actions = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('target_user_id', '=', s.id)
      .orderBy('created_at')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'subscription.disputed',
        'subscription.suspended',
        'subscription.dispute_settled',
        'subscription.resumed',
      ]),
    );
  });
});
