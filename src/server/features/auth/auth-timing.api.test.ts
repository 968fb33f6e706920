import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlowSmtpServer } from '../../../../test/slow-smtp-server';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createUser } from '../../seed/factories';

// Answers must not tell whether an account exists, even when sending mail is slow.
// A loopback SMTP server waits 300 ms per reply (≈ 2 s per mail); mail that were sent inside
// the request would add that to the known address's answer only.
const REPLY_DELAY_MS = 300;
const RUNS = 15;
// Mail sent inside the request would add ≥ 6 replies (≈ 1.8 s) to one side; 600 ms stays a third
// of that and above what is left of a loaded 2-core machine's noise once paired: a new account's
// writes made sign-up's paired median 256 ms slower than a taken address's under load 15 with one
// core kept busy (stress-ng --cpu 1), where 250 ms failed.
const MARGIN_MS = 600;
// Thirty password hashes a test: allow for a loaded machine (the margin, not the clock, is the check).
const TEST_TIMEOUT_MS = 120_000;

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSlowSmtpServer>>;
beforeAll(async () => {
  smtp = await startSlowSmtpServer({ replyDelayMs: REPLY_DELAY_MS });
  t = await createTestApp({ SMTP_URL: smtp.url, AUTH_LIMIT_PER_EMAIL: '1000' });
  t.deps.mail.worker.start(); // as main.ts does: the mail really goes out while we measure
}, 60_000);
afterAll(async () => {
  await t.deps.mail.worker.stop();
  await t.close();
  await smtp.close();
}, 60_000);

// Quoted-printable bodies: soft line breaks joined, '=3D' back to '='.
const unfold = (data: string) => data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

type Timed = { ms: number; status: number; body: string };

/** Milliseconds until the answer, with the answer itself. */
async function timed(call: () => Promise<{ status: number; text(): Promise<string> }>): Promise<Timed> {
  const start = performance.now();
  const res = await call();
  const body = await res.text();
  return { ms: performance.now() - start, status: res.status, body };
}

/** Answers once the worker has handed at least one more mail to the slow SMTP server. */
const expectMailGoingOut = async (receivedBefore: number) =>
  expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBeGreaterThan(receivedBefore);

/**
 * Runs a known and an unknown address back to back, RUNS times, alternating which goes first.
 * Each pair shares the machine's load of that moment (other tests, password hashing in
 * JavaScript), so the median of the pairs' differences is what existence itself costs.
 */
async function compare(known: (i: number) => Promise<Timed>, unknown: (i: number) => Promise<Timed>) {
  const differences: number[] = [];
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = new Set<string>();
  for (let i = 0; i < RUNS; i++) {
    let k: Timed;
    let u: Timed;
    if (i % 2 === 0) {
      k = await known(i);
      u = await unknown(i);
    } else {
      u = await unknown(i);
      k = await known(i);
    }
    differences.push(k.ms - u.ms);
    times.known.push(k.ms);
    times.unknown.push(u.ms);
    for (const answer of [k, u]) answers.add(`${answer.status} ${answer.body}`);
  }
  return {
    difference: median(differences),
    medians: { known: median(times.known), unknown: median(times.unknown) },
    answers: [...answers],
  };
}

describe('answers take the same time whether the account exists (slow SMTP)', () => {
  it(
    'forgot-password',
    async () => {
      const members = await Promise.all(Array.from({ length: RUNS }, () => createUser(t.deps)));
      const receivedBefore = smtp.received.length;
      const forgot = (email: string) =>
        timed(() => t.api().auth['forgot-password'].$post({ json: { email } }));
      const result = await compare(
        (i) => forgot(members[i]?.email ?? ''),
        (i) => forgot(`ninguem-${i}@exemplo.com.br`),
      );
      expect(result.answers).toHaveLength(1);
      expect(Math.abs(result.difference), JSON.stringify(result)).toBeLessThan(MARGIN_MS);
      await expectMailGoingOut(receivedBefore);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'sign-up (a taken address gets a notice, a new one a confirmation)',
    async () => {
      const members = await Promise.all(Array.from({ length: RUNS }, () => createUser(t.deps)));
      const receivedBefore = smtp.received.length;
      const signUp = (email: string) =>
        timed(() =>
          t
            .api()
            .auth['sign-up'].$post({ json: { fullName: 'Pessoa Teste', email, password: 'segredo-123' } }),
        );
      const result = await compare(
        (i) => signUp(members[i]?.email ?? ''),
        (i) => signUp(`nova-${i}@exemplo.com.br`),
      );
      expect(result.answers).toHaveLength(1);
      expect(Math.abs(result.difference), JSON.stringify(result)).toBeLessThan(MARGIN_MS);
      await expectMailGoingOut(receivedBefore);
    },
    TEST_TIMEOUT_MS,
  );
});

describe('the mail itself', () => {
  it('goes out through the slow SMTP server with its reset link', async () => {
    // Its own app and server: behind the mail the timing tests queue (≈ 2 s each) it would wait minutes.
    const slow = await startSlowSmtpServer({ replyDelayMs: REPLY_DELAY_MS });
    const app = await createTestApp({ SMTP_URL: slow.url });
    app.deps.mail.worker.start();
    try {
      const member = await createUser(app.deps);
      await app.api().auth['forgot-password'].$post({ json: { email: member.email } });
      const resetLinkReached = () =>
        slow.received.some(
          (mail) =>
            mail.to.some((to) => to.includes(member.email)) &&
            unfold(mail.data).includes('/redefinir-senha?token='),
        );
      await expect.poll(resetLinkReached, { timeout: 20_000 }).toBe(true);
    } finally {
      await app.deps.mail.worker.stop();
      await app.close();
      await slow.close();
    }
  }, 60_000);
});
