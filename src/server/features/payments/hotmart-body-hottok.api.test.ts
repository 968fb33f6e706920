import { describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { bodyAt } from '../../../../test/typed-body';
import { HOTTOK, hotmartBodyHottokSample, hotmartEvent } from '../../../../test/webhook-payloads';
import { buyerEmail, webhookTestApp } from '../../../../test/webhook-requests';
import { MESSAGES } from '../../platform/http/app-error';

// API part (SQLite and PostgreSQL): Hotmart deliveries from older webhook configurations, which
// carry the hottok as the body's `hottok` field instead of the X-HOTMART-HOTTOK header
// (test/fixtures/payments/hotmart-purchase-approved-body-hottok.json). The token is the secret
// itself: it is never kept in the stored body an admin reads.

const { t, expectOutcome, hotmart, subscriptionsOf, expectRefusedUnchanged } = webhookTestApp();

const WRONG = 'hottok-errado-1234567890';

const storedPayloadOf = async (id: string) =>
  (await t.db.selectFrom('webhook_events').select('payload').where('id', '=', id).executeTakeFirstOrThrow())
    .payload;

const lastStored = () =>
  t.db
    .selectFrom('webhook_events')
    .select(['id', 'outcome', 'payload'])
    .orderBy('received_at', 'desc')
    .executeTakeFirstOrThrow();

describe('Hotmart hottok in the body', () => {
  it('is accepted without the header and applied as a header-authenticated delivery would be', async () => {
    const inBody = buyerEmail();
    const inHeader = buyerEmail();
    await expectOutcome(await hotmart(hotmartBodyHottokSample({ email: inBody }), null), 'applied');
    await expectOutcome(
      await hotmart(hotmartBodyHottokSample({ email: inHeader, hottok: undefined }), HOTTOK),
      'applied',
    );
    const [byBody] = await subscriptionsOf(inBody);
    const [byHeader] = await subscriptionsOf(inHeader);
    expect(byBody).toMatchObject({ plan: 'anual', status: 'active', price: 1500, source: 'hotmart' });
    expect(byHeader).toMatchObject({ plan: 'anual', status: 'active', price: 1500, source: 'hotmart' });
    expect(byBody?.expires_at).toEqual(byHeader?.expires_at);
  });

  it('is not kept in the stored body, nor in what the admin opens', async () => {
    const sample = hotmartBodyHottokSample({ email: buyerEmail() });
    const res = await hotmart(sample, null);
    await expectOutcome(res.clone(), 'applied');
    const { id } = (await res.json()) as { id: string };
    const payload = await storedPayloadOf(id);
    expect(payload).not.toContain(HOTTOK);
    const { hottok: _secret, ...withoutToken } = sample;
    expect(JSON.parse(payload)).toEqual(withoutToken);

    const admin = (await t.as('admin')).cookie;
    const opened = await bodyAt(await t.api(admin).admin.payments.events[':id'].$get({ param: { id } }), 200);
    expect(opened.event.payload).not.toContain(HOTTOK);
    expect(opened.event).toMatchObject({ eventType: 'PURCHASE_APPROVED', outcome: 'applied' });
  });

  it('a header delivery is stored exactly as received (the header is never stored)', async () => {
    const body = hotmartEvent({ email: buyerEmail() });
    const res = await hotmart(body, HOTTOK);
    await expectOutcome(res.clone(), 'applied');
    const { id } = (await res.json()) as { id: string };
    expect(await storedPayloadOf(id)).toBe(JSON.stringify(body));
  });

  it('either place is enough: a right hottok in the body wins over a wrong header', async () => {
    const buyer = buyerEmail();
    await expectOutcome(await hotmart(hotmartBodyHottokSample({ email: buyer }), WRONG), 'applied');
    expect(await subscriptionsOf(buyer)).toHaveLength(1);
  });

  it.each([
    ['a wrong hottok in the body, no header', WRONG, null],
    ['a hottok one character short in the body', HOTTOK.slice(0, -1), null],
    ['an empty hottok in the body', '', null],
    ['a hottok that is not text', 1234567890, null],
    ['a wrong hottok in the body and in the header', WRONG, WRONG],
    ['no hottok anywhere', undefined, null],
  ])('refuses %s with 401, changes nothing and keeps no token', async (_, inBody, header) => {
    const body = await expectRefusedUnchanged(
      () => hotmart(hotmartBodyHottokSample({ email: buyerEmail(), hottok: inBody }), header),
      'PURCHASE_APPROVED',
    );
    expect(body.message).toBe(MESSAGES.webhookRejected);
    expectPortugueseError(body);
    const refused = await lastStored();
    expect(refused.outcome).toBe('rejected');
    expect(JSON.parse(refused.payload)).not.toHaveProperty('hottok');
    if (typeof inBody === 'string' && inBody) expect(refused.payload).not.toContain(inBody);
  });

  it('a refused body that is not JSON keeps no token either', async () => {
    const raw = `{"hottok": "${WRONG}", "id": `;
    const res = await t.request('/api/webhooks/hotmart', {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(401);
    const refused = await lastStored();
    expect(refused.payload).not.toContain(WRONG);
    expect(refused.payload).toContain('"hottok": "[removido]"');
  });

  it('authenticated by the body but not the 2.0.0 shape: 400, stored without the token', async () => {
    const raw = JSON.stringify({ hottok: HOTTOK, hello: 'mundo' });
    const res = await t.request('/api/webhooks/hotmart', {
      method: 'POST',
      body: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expectPortugueseError(await res.json());
    const refused = await lastStored();
    expect(refused).toMatchObject({ outcome: 'rejected', payload: JSON.stringify({ hello: 'mundo' }) });
  });
});
