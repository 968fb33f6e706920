import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../../test/outbox';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DAY_MS } from '../../../shared/constants';
import { addDays, dayInSaoPaulo, endOfDayInSaoPaulo } from '../../../shared/sao-paulo-day';
import { addSubscription, createUser } from '../../seed/factories';
import type { PassTotals } from './expiry-job';
import { refreshMemberAccess } from './member-access';

// The expiry job, on a clock the test controls, sends each reminder exactly once across two app
// processes on one PostgreSQL: two real Node processes (test/expiry-app-process.ts), each with its
// own pool and mail worker, given the same times at the same moment. SQLite is a single-node store
// (docs/decisions/015-payment-webhooks-and-expiry-job.md): there the job runs in-process
// (expiry-job.api.test.ts).

const HOUR = 60 * 60_000;

type AppProcess = { dataDir: string; at(time: number): Promise<PassTotals[]>; stop(): Promise<void> };

async function startAppProcess(t: TestApp): Promise<AppProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-expiry-'));
  const child: ChildProcessByStdio<Writable, Readable, null> = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/expiry-app-process.ts'],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: t.deps.env.DATABASE_URL,
        APP_SECRET: t.deps.env.APP_SECRET,
        APP_URL: t.deps.env.APP_URL,
        ADMIN_EMAIL: t.deps.env.ADMIN_EMAIL,
        ADMIN_PASSWORD: t.deps.env.ADMIN_PASSWORD,
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    if (line.done) throw new Error('the app process ended');
    return line.value;
  };
  expect(await next()).toBe('ready');
  return {
    dataDir,
    async at(time) {
      child.stdin.write(`${time}\n`);
      return JSON.parse(await next());
    },
    async stop() {
      child.stdin.end();
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.runIf(process.env.TEST_PG_URL)('the expiry job on PostgreSQL, two app processes', () => {
  let t: TestApp;
  let processes: AppProcess[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    processes = await Promise.all([startAppProcess(t), startAppProcess(t)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await t?.close();
  });

  /** Every e-mail each member received from either process's outbox (sorted: two outboxes have no one order). */
  const received = (emails: string[]) =>
    emails.map((email) =>
      processes.flatMap((p) => readOutbox(p.dataDir, email).map((mail) => mail.subject)).sort(),
    );

  it('sends each reminder and the expiry notice exactly once', { timeout: 120_000 }, async () => {
    // Grants end at the end of a São Paulo day: these twelve in its last minutes.
    const expiry = endOfDayInSaoPaulo(addDays(dayInSaoPaulo(), 40)).getTime();
    const members = [];
    for (let i = 0; i < 12; i++) {
      const user = await createUser(t.deps);
      const sub = await addSubscription(t.deps, user.id, { plan: 'anual' });
      await t.db
        .updateTable('subscriptions')
        .set({ expires_at: new Date(expiry - i * 60_000) })
        .where('id', '=', sub.id)
        .execute();
      await refreshMemberAccess(t.db, user.id, new Date());
      members.push({ email: user.email, subscriptionId: sub.id });
    }
    const REMINDER_7D = 'Seu plano Anual vence em 7 dias';
    const REMINDER_1D = 'Seu plano Anual vence hoje';
    const EXPIRED = 'Seu plano Anual expirou';
    // The clock's steps, and what each member has received once the step is over.
    const steps: [number, string[]][] = [
      [expiry - 10 * DAY_MS, []],
      [expiry - 7 * DAY_MS + HOUR, [REMINDER_7D]],
      [expiry - 6 * DAY_MS, [REMINDER_7D]],
      [expiry - 12 * HOUR, [REMINDER_7D, REMINDER_1D]],
      [expiry - HOUR, [REMINDER_7D, REMINDER_1D]],
      [expiry + HOUR, [REMINDER_7D, REMINDER_1D, EXPIRED]],
      [expiry + 3 * DAY_MS, [REMINDER_7D, REMINDER_1D, EXPIRED]],
    ];
    let mailsCounted = 0;
    for (const [i, [at, expected]] of steps.entries()) {
      // Both processes get the same time at the same moment, twice.
      for (let round = 0; round < 2; round++) {
        const answers = (await Promise.all(processes.map((p) => p.at(at)))).flat();
        mailsCounted += answers.reduce((sum, pass) => sum + pass.reminders + pass.notices, 0);
      }
      expect(received(members.map((m) => m.email)), `step ${i}`).toEqual(
        members.map(() => [...expected].sort()),
      );
    }
    // What the passes say they queued is what was sent: 3 e-mails a member, no more.
    expect(mailsCounted).toBe(3 * members.length);
    const statuses = await t.db
      .selectFrom('subscriptions')
      .select('status')
      .where(
        'id',
        'in',
        members.map((m) => m.subscriptionId),
      )
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(members.map(() => 'expired'));
  });
});
