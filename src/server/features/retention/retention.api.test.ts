import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DAY_MS } from '../../../shared/constants';
import type { Deps } from '../../app-env';
import { createDeps } from '../../deps';
import { createLogger } from '../../platform/logger';
import { createUser } from '../../seed/factories';
import { runRetentionPass } from './retention-job';
import { retentionRules } from './retention-rules';

// Machine-written rows (docs/decisions/021-retention.md) are kept for their configured days and
// then deleted, in batches, once per cluster; what is still young, and what is no machine's
// (applied payments, tickets, the audit by default), stays.

let t: TestApp;
let memberId: string;
beforeAll(async () => {
  t = await createTestApp();
  memberId = (await createUser(t.deps)).id;
});
afterAll(() => t.close());

const NOW = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

const codeRequests = (created: Date[]) =>
  t.db
    .insertInto('totp_requests')
    .values(
      created.map((created_at) => ({
        user_id: memberId,
        user_email: 'retencao@exemplo.com.br',
        user_name: 'Retenção',
        ip_address: '200.1.1.1',
        user_agent: 'Teste',
        created_at,
      })),
    )
    .execute();

const webhook = (outcome: 'rejected' | 'applied', received: Date) =>
  t.db
    .insertInto('webhook_events')
    .values({
      id: randomUUID(),
      platform: 'hotmart',
      event_key: null,
      event_type: 'PURCHASE_APPROVED',
      transaction_id: null,
      email: null,
      outcome,
      detail: 'Teste de retenção',
      payload: '{}',
      user_id: null,
      received_at: received,
      processed_at: received,
      next_attempt_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

async function chatLastActiveAt(lastMessage: Date) {
  const chatId = `session_${lastMessage.getTime()}_${randomUUID().slice(0, 8)}`;
  await t.db
    .insertInto('support_sessions')
    .values({
      session_id: chatId,
      user_id: null,
      assistant: 'general',
      first_message: 'Oi',
      message_count: 2,
      started_at: lastMessage,
      last_message_at: lastMessage,
    })
    .execute();
  await t.db
    .insertInto('support_conversations')
    .values(
      [0, 1].map(() => ({
        id: randomUUID(),
        session_id: chatId,
        user_id: null,
        user_message: 'Oi',
        assistant_message: 'Olá!',
        has_ticket: false,
        created_at: lastMessage,
      })),
    )
    .execute();
  return chatId;
}

const exists = async (table: 'totp_requests' | 'webhook_events' | 'audit_events', ids: (string | number)[]) =>
  (await t.db.selectFrom(table).select('id').where('id', 'in', ids).execute()).length;

describe('the retention pass', () => {
  it('deletes what outlived its days, keeps the rest, and keeps the audit unless told', async () => {
    await codeRequests([daysAgo(181), daysAgo(400), daysAgo(179), daysAgo(1)]);
    const codes = await t.db
      .selectFrom('totp_requests')
      .select(['id', 'created_at'])
      .where('user_email', '=', 'retencao@exemplo.com.br')
      .execute();
    const oldCodes = codes.filter((row) => row.created_at < daysAgo(180)).map((row) => row.id);
    const youngCodes = codes.filter((row) => row.created_at >= daysAgo(180)).map((row) => row.id);
    await t.db
      .insertInto('rate_limits')
      .values([
        { key: 'retencao:velho', count: 3, window_started_at: daysAgo(3).getTime() },
        { key: 'retencao:novo', count: 3, window_started_at: daysAgo(1).getTime() },
      ])
      .execute();
    const refusedOld = await webhook('rejected', daysAgo(91));
    const refusedYoung = await webhook('rejected', daysAgo(89));
    const appliedOld = await webhook('applied', daysAgo(900));
    const oldChat = await chatLastActiveAt(daysAgo(366));
    const youngChat = await chatLastActiveAt(daysAgo(364));
    const audit = await t.db
      .insertInto('audit_events')
      .values({
        id: randomUUID(),
        created_at: daysAgo(2000),
        action: 'user.created',
        actor_id: null,
        actor_label: 'teste',
        target_user_id: null,
        target_email: 'retencao@exemplo.com.br',
        target_label: null,
        before: null,
        after: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const totals = await runRetentionPass({ db: t.db, rules: retentionRules(t.deps.env), now: NOW });

    expect(await exists('totp_requests', oldCodes)).toBe(0);
    expect(await exists('totp_requests', youngCodes)).toBe(2);
    const limits = await t.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'like', 'retencao:%')
      .execute();
    expect(limits.map((row) => row.key)).toEqual(['retencao:novo']);
    expect(await exists('webhook_events', [refusedOld.id])).toBe(0);
    expect(await exists('webhook_events', [refusedYoung.id, appliedOld.id])).toBe(2);
    const sessions = await t.db.selectFrom('support_sessions').select('session_id').execute();
    expect(sessions.map((row) => row.session_id)).toContain(youngChat);
    expect(sessions.map((row) => row.session_id)).not.toContain(oldChat);
    const messages = await t.db
      .selectFrom('support_conversations')
      .select('session_id')
      .where('session_id', 'in', [oldChat, youngChat])
      .execute();
    expect(messages.map((row) => row.session_id)).toEqual([youngChat, youngChat]);
    expect(await exists('audit_events', [audit.id])).toBe(1);
    expect(totals).toMatchObject({ codeRequests: 2, rateLimits: 1, refusedWebhooks: 1, chatLogs: 2 });
    expect(totals).not.toHaveProperty('audit');

    // With a retention set for the audit, old rows go too.
    const withAudit = retentionRules({ ...t.deps.env, RETENTION_AUDIT_DAYS: 365 });
    await runRetentionPass({ db: t.db, rules: withAudit, now: NOW });
    expect(await exists('audit_events', [audit.id])).toBe(0);
  });

  it('works through a backlog larger than one batch, and a rule of 0 days keeps everything', async () => {
    await codeRequests(Array.from({ length: 4_500 }, (_, i) => new Date(daysAgo(200).getTime() - i)));
    const keepAll = retentionRules({ ...t.deps.env, RETENTION_CODE_REQUESTS_DAYS: 0 });
    await runRetentionPass({ db: t.db, rules: keepAll, now: NOW });
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('totp_requests')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('created_at', '<', daysAgo(180))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(4_500);

    const totals = await runRetentionPass({ db: t.db, rules: retentionRules(t.deps.env), now: NOW });
    expect(totals.codeRequests).toBe(4_500);
    expect(await count()).toBe(0);
  });
});

describe.runIf(process.env.TEST_PG_URL)('two processes of a cluster (PostgreSQL)', () => {
  let other: Deps;
  beforeAll(async () => {
    other = await createDeps(t.deps.env, createLogger('silent'));
  });
  afterAll(() => other.database.db.destroy());

  it('delete each row once between them, and leave nothing behind', async () => {
    await codeRequests(Array.from({ length: 3_000 }, (_, i) => new Date(daysAgo(300).getTime() - i)));
    const rules = retentionRules(t.deps.env);
    const [a, b] = await Promise.all([
      runRetentionPass({ db: t.db, rules, now: NOW }),
      runRetentionPass({ db: other.database.db, rules, now: NOW }),
    ]);
    expect((a.codeRequests ?? 0) + (b.codeRequests ?? 0)).toBe(3_000);
    const left = await t.db
      .selectFrom('totp_requests')
      .select('id')
      .where('created_at', '<', daysAgo(180))
      .execute();
    expect(left).toEqual([]);
  });
});
