import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DAY_MS } from '../../../shared/constants';
import { formatDate } from '../../../shared/format';
import { addDays, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { Deps } from '../../app-env';
import { createDeps } from '../../deps';
import { createLogger } from '../../platform/logger';
import { addSubscription, createUser } from '../../seed/factories';
import { createExpiryJob, expiryJobOptions, runExpiryPass } from './expiry-job';
import { refreshMemberAccess } from './member-access';

// Reminders 7 days and 1 day before expiry and a notice on expiry, each once per
// subscription period, driven by a clock the test controls. On PostgreSQL with two app processes
// on one database (two createDeps, two pools, as two nodes of a cluster have; and as two real Node
// processes in expiry-job-processes.api.test.ts); SQLite is a single-node store, so there the
// passes race inside one process.

let t: TestApp;
let other: Deps;
beforeAll(async () => {
  t = await createTestApp();
  other = t.kind === 'postgres' ? await createDeps(t.deps.env, createLogger('silent')) : t.deps;
});
afterAll(async () => {
  if (other !== t.deps) await other.database.db.destroy();
  await t.close();
});

const HOUR = 60 * 60_000;
const clock = { at: Date.now() };
/** One app process's job at the test's clock. */
const jobOf = (deps: Deps, batchSize = 500) =>
  expiryJobOptions(deps, { now: () => new Date(clock.at), batchSize });

/** Both processes (one with small batches) run passes at once, twice, at that time. */
async function tick(at: number) {
  clock.at = at;
  for (let round = 0; round < 2; round++)
    await Promise.all([
      runExpiryPass(jobOf(t.deps, 2)),
      runExpiryPass(jobOf(other)),
      runExpiryPass(jobOf(other, 3)),
    ]);
}

const subjectsTo = async (email: string) =>
  (
    await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', email)
      .orderBy('created_at')
      .execute()
  ).map((row) => row.subject);

/** A member whose (only) subscription expires exactly at `expiresAt`. */
async function memberExpiringAt(expiresAt: Date, plan: 'mensal' | 'anual' = 'mensal') {
  const user = await createUser(t.deps);
  const sub = await addSubscription(t.deps, user.id, { plan });
  await t.db.updateTable('subscriptions').set({ expires_at: expiresAt }).where('id', '=', sub.id).execute();
  await refreshMemberAccess(t.db, user.id, new Date());
  return { ...user, subscriptionId: sub.id };
}

const statusOf = async (id: string) =>
  (await t.db.selectFrom('subscriptions').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('the expiry job', () => {
  it('sends each reminder and the expiry notice exactly once across two app processes', async () => {
    // Grants end at the end of a São Paulo day: these seven in its last minutes.
    const expiry = endOfDayInSaoPaulo(addDays(dayInSaoPaulo(), 40)).getTime();
    const members = await Promise.all(
      Array.from({ length: 7 }, (_, i) => memberExpiringAt(new Date(expiry - i * 60_000))),
    );
    const steps = [
      expiry - 10 * DAY_MS, // nothing yet
      expiry - 7 * DAY_MS + HOUR, // 7-day reminder
      expiry - 6 * DAY_MS,
      expiry - 2 * DAY_MS,
      expiry - 12 * HOUR, // 1-day reminder: that São Paulo day is today
      expiry - HOUR,
      expiry + HOUR, // the notice, and the rows expire
      expiry + 3 * DAY_MS,
    ];
    const expected = [
      [],
      ['Seu plano Mensal vence em 7 dias'],
      ['Seu plano Mensal vence em 7 dias'],
      ['Seu plano Mensal vence em 7 dias'],
      ['Seu plano Mensal vence em 7 dias', 'Seu plano Mensal vence hoje'],
      ['Seu plano Mensal vence em 7 dias', 'Seu plano Mensal vence hoje'],
    ];
    for (const [i, at] of steps.entries()) {
      await tick(at);
      const sent = await Promise.all(members.map((m) => subjectsTo(m.email)));
      if (i < expected.length) expect(sent, `step ${i}`).toEqual(members.map(() => expected[i]));
    }
    for (const member of members) {
      expect(await subjectsTo(member.email)).toEqual([
        'Seu plano Mensal vence em 7 dias',
        'Seu plano Mensal vence hoje',
        'Seu plano Mensal expirou',
      ]);
      expect(await statusOf(member.subscriptionId)).toBe('expired');
    }
    const notices = await t.db
      .selectFrom('expiry_notices')
      .select('kind')
      .where(
        'subscription_id',
        'in',
        members.map((m) => m.subscriptionId),
      )
      .execute();
    expect(notices).toHaveLength(3 * members.length);
  });

  it('one pass in batches of two reaches every member due, also seven sharing one expiry instant', async () => {
    // Far from the other tests' dates, so this window holds these members only.
    const expiresAt = new Date(Date.now() + 900 * DAY_MS);
    const members = [];
    for (let i = 0; i < 7; i++) members.push(await memberExpiringAt(expiresAt));
    clock.at = expiresAt.getTime() - 5 * DAY_MS;
    const totals = await runExpiryPass(jobOf(t.deps, 2));
    expect(totals.reminders).toBe(7);
    for (const member of members) expect(await subjectsTo(member.email)).toHaveLength(1);
  });

  it('writes pt-BR e-mails with the plan, the real date and days left, and the plan’s renewal link', async () => {
    const expiresAt = new Date(Date.now() + 80 * DAY_MS);
    const member = await memberExpiringAt(expiresAt, 'anual');
    // The first pass inside the 7-day window comes with 6 days left: the mail says 6, not 7.
    await tick(expiresAt.getTime() - 6 * DAY_MS);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'action_url'])
      .where('recipient', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Seu plano Anual vence em 6 dias');
    expect(mail.text_body).toContain(`vence em 6 dias, em ${formatDate(expiresAt)}`);
    expect(mail.text_body).toContain('Renovar meu plano');
    expect(mail.text_body).toContain('Use este mesmo e-mail no pagamento');
    // The plan's checkout, carrying the member's e-mail and (confirmed address) name: access follows it.
    const link = new URL(mail.action_url ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(t.deps.env.CHECKOUT_URL_ANUAL);
    expect(Object.fromEntries(link.searchParams)).toEqual({ email: member.email, name: 'Membro Teste' });
  });

  it('a renewal that moves the expiry starts new reminders for the new date', async () => {
    const first = Date.now() + 120 * DAY_MS;
    const member = await memberExpiringAt(new Date(first));
    await tick(first - 5 * DAY_MS);
    const renewed = new Date(first + 30 * DAY_MS);
    await t.db
      .updateTable('subscriptions')
      .set({ expires_at: renewed })
      .where('id', '=', member.subscriptionId)
      .execute();
    await tick(first - 4 * DAY_MS);
    expect(await subjectsTo(member.email)).toEqual(['Seu plano Mensal vence em 5 dias']);
    await tick(renewed.getTime() - 3 * DAY_MS);
    expect(await subjectsTo(member.email)).toEqual([
      'Seu plano Mensal vence em 5 dias',
      'Seu plano Mensal vence em 3 dias',
    ]);
  });

  it('stays quiet for a period outlived by a later one or a lifetime one, an ended one, and a lapse older than a week', async () => {
    const at = Date.now() + 200 * DAY_MS;
    const outlived = await memberExpiringAt(new Date(at + 3 * DAY_MS));
    await addSubscription(t.deps, outlived.id, { expiresInDays: 400 });
    const lifetime = await memberExpiringAt(new Date(at + 3 * DAY_MS));
    await addSubscription(t.deps, lifetime.id, { plan: 'vitalicio' });
    const ended = await memberExpiringAt(new Date(at + 2 * DAY_MS));
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'ended' })
      .where('id', '=', ended.subscriptionId)
      .execute();
    const longAgo = await memberExpiringAt(new Date(at - 30 * DAY_MS));
    await tick(at);
    expect(await subjectsTo(outlived.email)).toEqual([]);
    expect(await subjectsTo(lifetime.email)).toEqual([]);
    expect(await subjectsTo(ended.email)).toEqual([]);
    expect(await subjectsTo(longAgo.email)).toEqual([]);
    expect(await statusOf(longAgo.subscriptionId)).toBe('expired');
    expect(await statusOf(ended.subscriptionId)).toBe('ended');
  });

  it('reminds a member whose grant was cancelled at period end (access ends then), and expires it', async () => {
    const at = Date.now() + 240 * DAY_MS;
    const member = await memberExpiringAt(new Date(at + 3 * DAY_MS));
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'cancelled' })
      .where('id', '=', member.subscriptionId)
      .execute();
    await refreshMemberAccess(t.db, member.id, new Date(at));
    await tick(at);
    expect(await subjectsTo(member.email)).toEqual(['Seu plano Mensal vence em 3 dias']);
    // It will not renew by itself: the mail offers Reativar (a manual grant: the plan's checkout).
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'action_url'])
      .where('recipient', '=', member.email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('foi cancelada e não renova sozinha');
    expect(mail.text_body).toContain('Reativar minha assinatura');
    expect(new URL(mail.action_url ?? '').searchParams.get('email')).toBe(member.email);
    await tick(at + 4 * DAY_MS);
    expect(await statusOf(member.subscriptionId)).toBe('expired');
    const profile = await t.db
      .selectFrom('profiles')
      .select('access_status')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(profile.access_status).toBe('expired');
  });

  it('createExpiryJob runs a pass when started and stops cleanly', async () => {
    const expiresAt = new Date(Date.now() + 300 * DAY_MS);
    const member = await memberExpiringAt(expiresAt);
    clock.at = expiresAt.getTime() - 2 * DAY_MS;
    const job = createExpiryJob({ ...jobOf(t.deps), intervalMs: 60_000 });
    job.start();
    await job.stop();
    expect(await subjectsTo(member.email)).toEqual(['Seu plano Mensal vence em 2 dias']);
    expect(await job.runOnce()).toEqual({ reminders: 0, notices: 0, expired: 0 });
  });
});
