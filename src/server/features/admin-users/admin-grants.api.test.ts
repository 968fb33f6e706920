import { describe, expect, it } from 'vitest';
import { expectPortugueseError, snapshotDatabase } from '../../../../test/api-helpers';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { addSubscription, createUser } from '../../seed/factories';

// The subscription dialog's two ways to stop a grant, and the member's grants newest first.

const { t, admin } = testAppWithAdminForFile();

const userApi = () => t.api(admin.cookie).admin.users[':id'];
const cancel = (id: string) => userApi().subscription.cancel.$post({ param: { id } });
const end = (id: string) => userApi().subscription.end.$post({ param: { id } });
const grantsOf = async (id: string) =>
  (await bodyAt(await userApi().subscriptions.$get({ param: { id } }), 200)).subscriptions;
const subscriberPage = async (cookie: string | undefined) =>
  (await t.api(cookie)['tools-access'].credentials.$get()).status;
const profileAccess = (id: string) =>
  t.db
    .selectFrom('profiles')
    .select(['access_status', 'access_ends_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/admin/users/:id/subscription/cancel (Cancelar ao fim do período)', () => {
  it('keeps access until the paid date; the member and the admin see it cancelled', async () => {
    const member = await t.as('subscriber');
    const id = member.user?.id ?? '';
    const body = await bodyAt(await cancel(id), 200);
    expect(body.message).toBe('Assinatura cancelada ao fim do período');
    expect(body.subscription).toMatchObject({ status: 'cancelled' });
    expect(body.subscription.expiresAt).not.toBeNull();
    expect(await subscriberPage(member.cookie)).toBe(200);
    const me = await (await t.api(member.cookie).me.$get()).json();
    expect(me.subscription).toMatchObject({ status: 'cancelled', expiresAt: body.subscription.expiresAt });
    expect(await profileAccess(id)).toMatchObject({ access_status: 'cancelled' });
  });

  it('refuses a lifetime grant, which has no period end, changing nothing', async () => {
    const person = await createUser(t.deps, { subscription: { plan: 'vitalicio' } });
    const before = await snapshotDatabase(t);
    const body = await errorAt(await cancel(person.id), 409);
    expectPortugueseError(body);
    expect(body.message).toBe('O plano Vitalício não tem fim de período: use Encerrar agora.');
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('answers 404 when nothing gives access', async () => {
    const person = await createUser(t.deps, { subscription: 'expired' });
    expect((await errorAt(await cancel(person.id), 404)).message).toBe(
      'Este usuário não tem assinatura ativa.',
    );
  });
});

describe('POST /api/admin/users/:id/subscription/end (Encerrar agora)', () => {
  it('ends access at once and keeps the grant as history', async () => {
    const member = await t.as('subscriber');
    const id = member.user?.id ?? '';
    const body = await bodyAt(await end(id), 200);
    expect(body.message).toBe('Assinatura encerrada');
    expect(await subscriberPage(member.cookie)).toBe(403);
    expect(await grantsOf(id)).toEqual([expect.objectContaining({ status: 'ended' })]);
    expect(await profileAccess(id)).toMatchObject({ access_status: 'ended' });
  });

  it('ends a lifetime grant too', async () => {
    const member = await t.as('member', { subscription: { plan: 'vitalicio' } });
    expect(await subscriberPage(member.cookie)).toBe(200);
    expect((await end(member.user?.id ?? '')).status).toBe(200);
    expect(await subscriberPage(member.cookie)).toBe(403);
  });

  it('leaves the member their other grant: access continues through it', async () => {
    const member = await t.as('member', { subscription: { plan: 'anual', expiresInDays: 300 } });
    const id = member.user?.id ?? '';
    await addSubscription(t.deps, id, { plan: 'mensal', expiresInDays: 20 });
    expect((await end(id)).status).toBe(200);
    expect(await subscriberPage(member.cookie)).toBe(200);
    const me = await (await t.api(member.cookie).me.$get()).json();
    expect(me.subscription).toMatchObject({ plan: 'mensal', status: 'active' });
  });
});

describe('GET /api/admin/users/:id/subscriptions', () => {
  it("lists the member's grants newest first, with source and status", async () => {
    const person = await createUser(t.deps, { subscription: { status: 'expired', expiresInDays: -40 } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addSubscription(t.deps, person.id, {
      plan: 'vitalicio',
      source: 'hotmart',
      reference: `H-${person.id}`,
    });
    const grants = await grantsOf(person.id);
    expect(grants.map((g) => [g.plan, g.status, g.source])).toEqual([
      ['vitalicio', 'active', 'hotmart'],
      ['mensal', 'expired', 'manual'],
    ]);
    expect(grants[0]?.expiresAt).toBeNull();
  });

  it('answers an empty list for a member who never subscribed', async () => {
    const person = await createUser(t.deps);
    expect(await grantsOf(person.id)).toEqual([]);
  });
});
