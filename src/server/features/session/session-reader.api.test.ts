import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionTokenOf } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { DAY_MS } from '../../../shared/constants';
import { addSubscription } from '../../seed/factories';
import { getMemberGrant } from '../access';

// The fast session read must answer exactly as Better Auth would, and hand everything else to it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const profileOf = async (cookie: string) => (await (await t.api(cookie).me.$get()).json()).profile;
const expiryOf = async (token: string) =>
  (await t.db.selectFrom('sessions').select('expires_at').where('token', '=', token).executeTakeFirst())
    ?.expires_at;

describe('the session read behind every API call', () => {
  it('answers a live session as Better Auth does, with the deciding grant', async () => {
    const { user, cookie } = await t.as('subscriber');
    // History that must not win: a lapsed grant and a refunded one with a later end.
    await addSubscription(t.deps, user?.id ?? '', { status: 'expired', expiresInDays: -10 });
    await addSubscription(t.deps, user?.id ?? '', { status: 'refunded', expiresInDays: 90 });
    const headers = new Headers({ cookie: cookie ?? '' });
    const fast = await t.deps.readSession(headers);
    const better = await t.deps.auth.api.getSession({ headers });
    const current = await getMemberGrant({ db: t.db, userId: user?.id ?? '' });
    expect(better).not.toBeNull();
    expect(current).toMatchObject({ status: 'active', plan: 'mensal' });
    expect(fast).toEqual({
      userId: better?.user.id,
      sessionId: better?.session.id,
      email: better?.user.email,
      fullName: better?.user.name,
      role: 'user',
      createdAt: better?.user.createdAt,
      grant: current,
      sessionSeenAt: better?.session.updatedAt,
      // A password sign-in of a member without two-factor passed no second factor.
      secondFactor: false,
    });
  });

  it('reads the lapsed grant of a member whose plan lapsed (the screens say so), and no grant for one who never had one', async () => {
    const expired = await t.as('expired');
    const lapsed = await t.deps.readSession(new Headers({ cookie: expired.cookie ?? '' }));
    expect(lapsed).toMatchObject({ role: 'user', grant: { status: 'expired', plan: 'mensal' } });
    const never = await t.as('member');
    const none = await t.deps.readSession(new Headers({ cookie: never.cookie ?? '' }));
    expect(none).toMatchObject({ role: 'user', grant: null });
  });

  it('refuses a cookie whose signature was tampered with', async () => {
    const { cookie } = await t.as('subscriber');
    const [name, value] = (cookie ?? '').split('=');
    const signed = decodeURIComponent(value ?? '');
    // Change the signature's first character: all six of its bits are data. (The last one before
    // '=' also holds two padding bits that base64 decoding ignores, so changing only those would
    // leave the signature's bytes, and the cookie, valid.)
    const dot = signed.lastIndexOf('.');
    const flipped = `${signed.slice(0, dot + 1)}${signed[dot + 1] === 'A' ? 'B' : 'A'}${signed.slice(dot + 2)}`;
    expect(await profileOf(`${name}=${encodeURIComponent(flipped)}`)).toBeNull();
    const unsigned = signed.split('.')[0];
    expect(await profileOf(`${name}=${unsigned}`)).toBeNull();
  });

  it('answers "signed out" by itself only when no session cookie came', async () => {
    expect(await t.deps.readSession(new Headers())).toBeNull();
    expect(await t.deps.readSession(new Headers({ cookie: 'theme=dark; other=1' }))).toBeNull();
  });

  it('hands a session cookie it cannot verify to Better Auth instead of calling it signed out', async () => {
    const { cookie } = await t.as('subscriber');
    const [name] = (cookie ?? '').split('=');
    const session = await t.deps.auth.api.getSession({ headers: new Headers({ cookie: cookie ?? '' }) });
    // A cookie in a format only Better Auth knows (as a future version might write it): the fast
    // reader cannot verify it, Better Auth accepts it, and the member stays signed in.
    const unknownFormat = `${name}=v2~${sessionTokenOf(cookie)}`;
    expect(await t.deps.readSession(new Headers({ cookie: unknownFormat }))).toBeUndefined();
    const getSession = vi.spyOn(t.deps.auth.api, 'getSession').mockImplementation((async ({
      headers,
    }: {
      headers: Headers;
    }) => ({
      headers: new Headers(),
      response: headers.get('cookie') === unknownFormat ? session : null,
    })) as never);
    expect(await profileOf(unknownFormat)).toMatchObject({ email: session?.user.email });
    expect(getSession).toHaveBeenCalledOnce();
  });

  it('stops a revoked session at once', async () => {
    const { cookie } = await t.as('subscriber');
    expect(await profileOf(cookie ?? '')).not.toBeNull();
    await t.db.deleteFrom('sessions').where('token', '=', sessionTokenOf(cookie)).execute();
    expect(await profileOf(cookie ?? '')).toBeNull();
  });

  it('leaves an expired session to Better Auth, which ends it', async () => {
    const { cookie } = await t.as('subscriber');
    const token = sessionTokenOf(cookie);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token', '=', token)
      .execute();
    expect(await profileOf(cookie ?? '')).toBeNull();
    expect(await expiryOf(token)).toBeUndefined();
  });

  it('lets Better Auth slide a session that is due for its refresh', async () => {
    const { cookie } = await t.as('subscriber');
    const token = sessionTokenOf(cookie);
    // Last refreshed two days ago (updateAge is one day): the next read extends it to 30 days.
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 28 * DAY_MS) })
      .where('token', '=', token)
      .execute();
    expect(await profileOf(cookie ?? '')).not.toBeNull();
    const extended = (await expiryOf(token))?.getTime() ?? 0;
    expect(extended).toBeGreaterThan(Date.now() + 29 * DAY_MS);
  });
});
