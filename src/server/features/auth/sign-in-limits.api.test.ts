import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { errorAt } from '../../../../test/typed-body';

// Issue 7 §2.4 and DECISIONS ("rate limits protect members without locking them out"): failures
// count, successes do not; delays grow instead of a hard block; a stranger's failures never keep
// the owner out on a device they signed in from before.
// Every sign-in hashes a password: seconds each on a loaded shared machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_LIMIT_PER_EMAIL: '3', AUTH_LIMIT_PER_IP: '3', TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let ip = 0;
/** A fresh client address, so tests do not share the per-IP count unless they mean to. */
const newIp = () => `198.51.100.${++ip}`;

const signIn = async (email: string, password: string, from: string, cookie?: string) =>
  t
    .api(cookie)
    .auth['sign-in'].$post({ json: { email, password } }, { headers: { 'x-forwarded-for': from } });
const statusesOf = async (calls: (() => Promise<{ status: number }>)[]) => {
  const statuses: number[] = [];
  for (const call of calls) statuses.push((await call()).status);
  return statuses;
};
const times = (n: number, call: () => Promise<Response>) => Array.from({ length: n }, () => call);
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
/** Moves the e-mail's last failed attempt back in time, as if the member waited. */
const waitFor = (email: string, ms: number) =>
  t.db
    .updateTable('sign_in_throttles')
    .set((eb) => ({ last_attempt_at: eb('last_attempt_at', '-', ms) }))
    .where('key', '=', `sign-in:email:${email}`)
    .execute();

describe('sign-in limits', () => {
  it('never count successful sign-ins', async () => {
    const { user } = await t.as('member');
    const from = newIp();
    expect(await statusesOf(times(5, () => signIn(user?.email ?? '', user?.password ?? '', from)))).toEqual(
      Array(5).fill(200),
    );
  });

  it("reset the e-mail's count on a success", async () => {
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    const wrong = () => signIn(email, 'errada-123', newIp());
    const right = () => signIn(email, user?.password ?? '', newIp());
    expect(await statusesOf([wrong, wrong, right, wrong, wrong, right, wrong, wrong])).toEqual([
      401, 401, 200, 401, 401, 200, 401, 401,
    ]);
  });

  it('let people behind one shared IP sign in as often as they like', async () => {
    const from = newIp(); // a carrier NAT or an office
    const people = [];
    for (let i = 0; i < 5; i++) people.push((await t.as('member')).user);
    const statuses = await statusesOf(
      people.map((person) => () => signIn(person?.email ?? '', person?.password ?? '', from)),
    );
    expect(statuses).toEqual(Array(5).fill(200));
  });

  it('slow down with growing delays instead of blocking', async () => {
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    const wrong = () => signIn(email, 'errada-123', newIp());
    expect(await statusesOf(times(3, wrong))).toEqual([401, 401, 401]);

    const first = await wrong();
    expect((await errorAt(first, 429)).message).toBe(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
    const firstWait = Number(first.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThan(0);

    await waitFor(email, (firstWait + 1) * 1000);
    expect((await wrong()).status).toBe(401); // one more try once the delay has passed
    const second = await wrong();
    expect(second.status).toBe(429);
    const secondWait = Number(second.headers.get('retry-after'));
    expect(secondWait).toBeGreaterThanOrEqual(2 * firstWait - 2); // doubled (load may eat a second)

    // Waiting it out always works: the owner is never shut out for good.
    await waitFor(email, (secondWait + 1) * 1000);
    expect((await signIn(email, user?.password ?? '', newIp())).status).toBe(200);
    expect((await wrong()).status).toBe(401); // and the success wiped the count
  });

  it('let no more guesses through in a parallel burst than one by one', async () => {
    const { user } = await t.as('member');
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => signIn(user?.email ?? '', 'palpite', newIp()).then((r) => r.status)),
    );
    expect(burst.filter((status) => status === 401)).toHaveLength(3);
    expect(burst.filter((status) => status === 429)).toHaveLength(9);
  });

  it("keep the owner in on a device they signed in from, whatever a stranger's failures", async () => {
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    const password = user?.password ?? '';
    const ownDevice = cookiesOf(await signIn(email, password, newIp()));
    expect(ownDevice).toMatch(/session_token=/);

    for (let i = 0; i < 10; i++) await signIn(email, `palpite-${i}`, newIp());
    expect((await signIn(email, password, newIp())).status).toBe(429); // a new device waits

    expect((await signIn(email, password, newIp(), ownDevice)).status).toBe(200);
  });

  it('give no way around them through a device known for another account', async () => {
    const { user: attacker } = await t.as('member');
    const { user: victim } = await t.as('member');
    const attackerDevice = cookiesOf(await signIn(attacker?.email ?? '', attacker?.password ?? '', newIp()));
    const guesses = times(4, () => signIn(victim?.email ?? '', 'palpite', newIp(), attackerDevice));
    expect(await statusesOf(guesses)).toEqual([401, 401, 401, 429]);
  });

  it('still slow down guesses made from a known device', async () => {
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    const device = cookiesOf(await signIn(email, user?.password ?? '', newIp()));
    const guesses = times(4, () => signIn(email, 'palpite', newIp(), device));
    expect(await statusesOf(guesses)).toEqual([401, 401, 401, 429]);
  });
});
