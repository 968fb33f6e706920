import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailsTo } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { errorAt } from '../../../../test/typed-body';
import { signInLinkIdentifier } from './data/verifications';
import { ACCOUNT_BRAKE, BRAKE_MESSAGE } from './sign-in-limits';

// Rate limits protect members without locking them out (docs/decisions/017-sign-in-brakes.md):
// failures count, successes do not; delays grow instead of a hard block; failures slow the
// (IP, account) pair that made them, never the owner elsewhere; only many addresses failing on one
// account pause new devices, and then the owner is e-mailed a one-time link past the pause.
// Every sign-in hashes a password: seconds each on a loaded shared machine.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  // The pair's limit binds before the IP's, so each is seen on its own.
  t = await createTestApp({ AUTH_LIMIT_PER_EMAIL: '3', AUTH_LIMIT_PER_IP: '6', TRUST_PROXY: 'true' });
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
/** Moves the pair's last failed attempt back in time, as if the member waited. */
const waitFor = (email: string, from: string, ms: number) =>
  t.db
    .updateTable('sign_in_throttles')
    .set((eb) => ({ last_attempt_at: eb('last_attempt_at', '-', ms) }))
    .where('key', 'in', [`sign-in:pair:${email}:${from}`, `sign-in:ip:${from}`])
    .execute();

describe('sign-in limits', () => {
  it('never count successful sign-ins', async () => {
    const { user } = await t.as('member');
    const from = newIp();
    expect(await statusesOf(times(5, () => signIn(user?.email ?? '', user?.password ?? '', from)))).toEqual(
      Array(5).fill(200),
    );
  });

  it("reset the pair's count on a success", async () => {
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    const from = newIp();
    const wrong = () => signIn(email, 'errada-123', from);
    const right = () => signIn(email, user?.password ?? '', from);
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

  it('slow down the (IP, account) pair with growing delays instead of blocking', async () => {
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    const from = newIp();
    const wrong = () => signIn(email, 'errada-123', from);
    expect(await statusesOf(times(3, wrong))).toEqual([401, 401, 401]);

    const first = await wrong();
    expect((await errorAt(first, 429)).message).toBe(
      'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    );
    const firstWait = Number(first.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThan(0);

    await waitFor(email, from, (firstWait + 1) * 1000);
    expect((await wrong()).status).toBe(401); // one more try once the delay has passed
    const second = await wrong();
    expect(second.status).toBe(429);
    const secondWait = Number(second.headers.get('retry-after'));
    expect(secondWait).toBeGreaterThanOrEqual(2 * firstWait - 2); // doubled (load may eat a second)

    // Waiting it out always works: the owner is never shut out for good.
    await waitFor(email, from, (secondWait + 1) * 1000);
    expect((await signIn(email, user?.password ?? '', from)).status).toBe(200);
    expect((await wrong()).status).toBe(401); // and the success wiped the count
  });

  it('let no more guesses through in a parallel burst than one by one', async () => {
    const { user } = await t.as('member');
    const from = newIp();
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => signIn(user?.email ?? '', 'palpite', from).then((r) => r.status)),
    );
    expect(burst.filter((status) => status === 401)).toHaveLength(3);
    expect(burst.filter((status) => status === 429)).toHaveLength(9);
  });

  it("let the owner in on a new device, whatever one stranger's failures", async () => {
    // Under the old rule, ten wrong passwords from anyone made the owner's right one answer 429.
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    const stranger = newIp();
    const statuses = await statusesOf(times(10, () => signIn(email, 'palpite', stranger)));
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(new Set(statuses.slice(3))).toEqual(new Set([429])); // the stranger waits
    expect((await signIn(email, user?.password ?? '', newIp())).status).toBe(200);
  });

  it('slow down one IP guessing across accounts', async () => {
    const from = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { user } = await t.as('member');
      statuses.push(...(await statusesOf(times(2, () => signIn(user?.email ?? '', 'palpite', from)))));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('give no way around them through a device known for another account', async () => {
    const { user: attacker } = await t.as('member');
    const { user: victim } = await t.as('member');
    const from = newIp();
    const attackerDevice = cookiesOf(await signIn(attacker?.email ?? '', attacker?.password ?? '', from));
    const guesses = times(4, () => signIn(victim?.email ?? '', 'palpite', from, attackerDevice));
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

describe('the account-wide brake', () => {
  /** One wrong password from each of `count` fresh addresses. */
  const failFromManyIps = async (email: string, count: number) =>
    statusesOf(times(count, () => signIn(email, 'palpite', newIp())));
  const linkMails = async (email: string) =>
    (await mailsTo(t, email)).filter((mail) => mail.link.includes('/api/auth/sign-in-link'));
  const open = (link: string, cookie?: string) => {
    const url = new URL(link);
    return t.request(url.pathname + url.search, { cookie });
  };

  it('stays off while fewer addresses than the threshold failed', async () => {
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    expect(await failFromManyIps(email, ACCOUNT_BRAKE.distinctIps - 1)).toEqual(
      Array(ACCOUNT_BRAKE.distinctIps - 1).fill(401),
    );
    expect((await signIn(email, user?.password ?? '', newIp())).status).toBe(200);
    expect(await linkMails(email)).toEqual([]);
  });

  it('pauses new devices on a distributed attack, spares known ones, and mails the owner a one-time link', async () => {
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    const password = user?.password ?? '';
    const ownDevice = cookiesOf(await signIn(email, password, newIp()));
    expect(ownDevice).toMatch(/session_token=/);

    expect(await failFromManyIps(email, ACCOUNT_BRAKE.distinctIps)).toEqual(
      Array(ACCOUNT_BRAKE.distinctIps).fill(401),
    );
    const paused = await signIn(email, password, newIp()); // the owner, on a new device
    expect((await errorAt(paused, 429)).message).toBe(BRAKE_MESSAGE);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(email, 'palpite', newIp())).status).toBe(429); // and every stranger
    expect((await signIn(email, password, newIp(), ownDevice)).status).toBe(200);

    // One mail, queued when the brake engaged, however many attempts were refused since.
    const mails = await linkMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Tentativas de acesso à sua conta no Hub Premium');
    const link = mails[0]?.link ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    // Stored hashed: the database never holds a usable link.
    const rows = await t.db.selectFrom('verifications').select(['identifier', 'value']).execute();
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(false);
    expect(rows).toContainEqual({ identifier: signInLinkIdentifier(token), value: email });

    // Opening it spends nothing (a mail scanner may open it first)...
    expect((await open(link)).headers.get('location')).toBe('/auth?acesso=liberado');
    const opened = await open(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/auth?acesso=liberado');
    const browser = cookiesOf(opened);
    // ...a wrong password through it still fails and spends nothing...
    expect((await signIn(email, 'palpite', newIp(), browser)).status).toBe(401);
    // ...and the right one gets past the brake, spending it.
    const signedIn = await signIn(email, password, newIp(), browser);
    expect(signedIn.status).toBe(200);
    expect(cookiesOf(signedIn)).toMatch(/session_token=/);
    expect((await signIn(email, password, newIp(), browser)).status).toBe(429);
    expect((await open(link)).headers.get('location')).toBe('/auth?error=INVALID_TOKEN');
  });

  it('gives nothing away for an address without an account, and mails no one', async () => {
    const email = 'ninguem-tem@exemplo.com.br';
    await failFromManyIps(email, ACCOUNT_BRAKE.distinctIps);
    expect((await errorAt(await signIn(email, 'palpite', newIp()), 429)).message).toBe(BRAKE_MESSAGE);
    expect(await mailsTo(t, email)).toEqual([]);
  });

  it('refuses a link that expired, was forged or is garbage', async () => {
    const { user } = await t.as('member');
    const email = user?.email ?? '';
    await failFromManyIps(email, ACCOUNT_BRAKE.distinctIps);
    const link = (await linkMails(email))[0]?.link ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';
    await t.db
      .updateTable('verifications')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('identifier', '=', signInLinkIdentifier(token))
      .execute();
    for (const query of [`?token=${token}`, `?token=${'A'.repeat(43)}`, '?token=abc', '?token=a%00b', ''])
      expect((await t.request(`/api/auth/sign-in-link${query}`)).headers.get('location')).toBe(
        '/auth?error=INVALID_TOKEN',
      );
    // And the owner's new device stays paused.
    expect((await signIn(email, user?.password ?? '', newIp())).status).toBe(429);
  });
});
