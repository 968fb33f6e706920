import type { KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { expectPortugueseError, snapshotDatabase } from '../../../../test/api-helpers';
import { testAppWithAdminForFile } from '../../../../test/test-app-for-file';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { addMonths, dayInSaoPaulo } from '../../../shared/sao-paulo-day';
import type { SubscriptionFormInput } from '../../../shared/schemas/subscriptions';
import type { Db } from '../../platform/db/connection';
import { addSubscription, createUser } from '../../seed/factories';
import { cancelAtPeriodEnd, endNow, removeSubscription, saveSubscription } from '../access';
import { createUser as createUserRow, deleteUser, updateUser } from './data/users';

// The admin subscription dialog through the API (create when none, update the current one,
// Remover), and its toasts' messages (docs/product.md#error-messages); then every admin change is
// all-or-nothing.

const { t, admin } = testAppWithAdminForFile();

const subscriptionOf = () => t.api(admin.cookie).admin.users[':id'].subscription;
const put = (id: string, json: SubscriptionFormInput) => subscriptionOf().$put({ param: { id }, json });
const remove = (id: string) => subscriptionOf().$delete({ param: { id } });
// Forms the schema refuses on purpose (wrong types, missing fields) go untyped.
const putUntyped = (userId: string, json: unknown) =>
  t.request(`/api/admin/users/${userId}/subscription`, { method: 'PUT', cookie: admin.cookie, json });
const meOf = (cookie: string | undefined) => t.api(cookie).me;
const rowsOf = (userId: string) =>
  t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('started_at').execute();
const form: SubscriptionFormInput = {
  plan: 'mensal',
  status: 'active',
  expiresOn: addMonths(dayInSaoPaulo(), 1),
  price: 29.9,
};

describe('PUT /api/admin/users/:id/subscription', () => {
  it('creates one for a member who has none; the member sees it on their next page load', async () => {
    const member = await t.as('member');
    const id = member.user?.id ?? '';
    const before = await (await meOf(member.cookie).$get()).json();
    expect(before.subscription).toBeNull();

    const res = await put(id, form);
    const body = await bodyAt(res, 200);
    expect(body.message).toBe('Assinatura atualizada com sucesso');
    expect(body.subscription).toMatchObject({ plan: 'mensal', status: 'active', price: 29.9 });

    const me = await (await meOf(member.cookie).$get()).json();
    expect(me.subscription).toMatchObject({ plan: 'mensal', status: 'active', price: 29.9 });
    expect((await meOf(member.cookie).subscription.$get()).status).toBe(200);
  });

  it('saves the expiry as the end of that day in America/Sao_Paulo', async () => {
    const person = await createUser(t.deps);
    expect((await put(person.id, { ...form, expiresOn: '2031-03-15' })).status).toBe(200);
    const [row] = await rowsOf(person.id);
    expect(row?.expires_at?.toISOString()).toBe('2031-03-16T02:59:59.999Z');
  });

  it('gives Vitalício no end whatever date the form held: the member has access for good', async () => {
    const member = await t.as('member');
    const id = member.user?.id ?? '';
    const res = await put(id, { ...form, plan: 'vitalicio', price: 2497 });
    expect((await bodyAt(res, 200)).subscription).toMatchObject({ plan: 'vitalicio', expiresAt: null });
    expect((await rowsOf(id))[0]?.expires_at).toBeNull();
    const me = await (await meOf(member.cookie).$get()).json();
    expect(me.subscription).toMatchObject({ plan: 'vitalicio', status: 'active', expiresAt: null });
    expect((await t.api(member.cookie)['tools-access'].credentials.$get()).status).toBe(200);
    // Without a date at all, too.
    const other = await createUser(t.deps);
    expect(
      (await put(other.id, { plan: 'vitalicio', status: 'active', price: 2497, expiresOn: null })).status,
    ).toBe(200);
  });

  it('updates the current subscription instead of adding another, keeping lapsed rows as history', async () => {
    const person = await createUser(t.deps, { subscription: 'active' });
    await addSubscription(t.deps, person.id, { status: 'expired', expiresInDays: -40 });
    const res = await put(person.id, {
      plan: 'anual',
      status: 'active',
      expiresOn: '2032-01-10',
      price: 1747,
    });
    expect(res.status).toBe(200);
    const rows = await rowsOf(person.id);
    expect(rows).toHaveLength(2);
    const current = rows.find((r) => r.id === person.subscription?.id);
    expect(current).toMatchObject({ plan: 'anual', status: 'active', price: 1747 });
  });

  it('sets any status freely (no enforced transitions); an ended grant ends access', async () => {
    const member = await t.as('subscriber');
    const id = member.user?.id ?? '';
    expect((await put(id, { ...form, status: 'ended' })).status).toBe(200);
    expect((await meOf(member.cookie).subscription.$get()).status).toBe(200);
    const me = await (await meOf(member.cookie).$get()).json();
    expect(me.subscription).toMatchObject({ status: 'ended' });
    expect((await t.api(member.cookie)['tools-access'].credentials.$get()).status).toBe(403);
    // Nothing gives access now: the dialog adds a new grant, the ended one stays as history.
    expect((await put(id, { ...form, status: 'active' })).status).toBe(200);
    expect((await rowsOf(id)).map((r) => r.status).sort()).toEqual(['active', 'ended']);
  });

  it.each([
    ['no expiry date', { ...form, expiresOn: undefined }, 'Informe a data de expiração.'],
    ['an empty expiry date', { ...form, expiresOn: '' }, 'Informe a data de expiração.'],
    [
      'a null expiry date for Anual',
      { ...form, plan: 'anual', expiresOn: null },
      'Informe a data de expiração.',
    ],
    ['an impossible date', { ...form, expiresOn: '2030-02-30' }, 'Informe uma data de expiração válida.'],
    [
      'a date in another format',
      { ...form, expiresOn: '15/03/2030' },
      'Informe uma data de expiração válida.',
    ],
    ['no price', { ...form, price: undefined }, 'Informe o preço.'],
    ['a price as text', { ...form, price: '29,90' }, 'Informe o preço.'],
    ['a negative price', { ...form, price: -1 }, 'O preço não pode ser negativo.'],
    ['fractions of a cent', { ...form, price: 29.999 }, 'O preço deve ter no máximo duas casas decimais.'],
    ['an unknown plan', { ...form, plan: 'semanal' }, 'Escolha um plano válido.'],
    ['an unknown status', { ...form, status: 'paused' }, 'Escolha um status válido.'],
  ])('refuses %s with its message, changing nothing', async (_, json, message) => {
    const person = await createUser(t.deps, { subscription: 'active' });
    const before = await snapshotDatabase(t);
    const res = await putUntyped(person.id, json);
    const body = await errorAt(res, 400);
    expectPortugueseError(body);
    expect(body.message).toBe(message);
    expect(await snapshotDatabase(t)).toEqual(before);
  });

  it('takes prices with cents exactly (step 0.01)', async () => {
    const person = await createUser(t.deps);
    expect((await put(person.id, { ...form, price: 1747.35 })).status).toBe(200);
    expect((await rowsOf(person.id))[0]?.price).toBe(1747.35);
  });

  it('answers 404 for a member who does not exist', async () => {
    const res = await put('ninguem', form);
    expect((await errorAt(res, 404)).message).toBe('Usuário não encontrado.');
  });
});

describe('DELETE /api/admin/users/:id/subscription (Remover)', () => {
  it('removes the current subscription: the member loses access on their next request', async () => {
    const member = await t.as('subscriber');
    const id = member.user?.id ?? '';
    const res = await remove(id);
    expect((await bodyAt(res, 200)).message).toBe('Assinatura removida com sucesso');
    expect(await rowsOf(id)).toEqual([]);
    const me = await (await meOf(member.cookie).$get()).json();
    expect(me.subscription).toBeNull();
  });

  it('removes only the grant giving access: a lapsed one stays and now decides', async () => {
    const person = await createUser(t.deps, { subscription: 'active' });
    await addSubscription(t.deps, person.id, { status: 'expired', expiresInDays: -40 });
    expect((await remove(person.id)).status).toBe(200);
    expect((await rowsOf(person.id)).map((r) => r.status)).toEqual(['expired']);
    const profile = await t.db
      .selectFrom('profiles')
      .select('access_status')
      .where('id', '=', person.id)
      .executeTakeFirst();
    expect(profile?.access_status).toBe('expired');
  });

  it('answers 404 when there is no current subscription to remove', async () => {
    const person = await createUser(t.deps, { subscription: 'expired' });
    const res = await remove(person.id);
    const body = await errorAt(res, 404);
    expectPortugueseError(body);
    expect(body.message).toBe('Este usuário não tem assinatura ativa.');
  });
});

describe('a failure in the middle leaves nothing half-written', () => {
  type Step = { statement: 'InsertQueryNode' | 'DeleteQueryNode' | 'UpdateQueryNode'; table: string };
  /** The database, except that one step of the change (a statement on a table) fails. */
  const failingAt = ({ statement, table }: Step) =>
    t.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind !== statement) return node;
        const target = JSON.stringify(
          'into' in node ? node.into : 'from' in node ? node.from : 'table' in node ? node.table : null,
        );
        if (target.includes(`"${table}"`)) throw new Error(`${table} write failed`);
        return node;
      },
      transformResult: async ({ result }) => result,
    } satisfies KyselyPlugin);
  const actor = () => ({ id: admin.user?.id ?? '', label: admin.user?.email ?? '' });
  // The audit row is every change's last write: failing there undoes all the writes before it.
  const audit: Step = { statement: 'InsertQueryNode', table: 'audit_events' };

  const annual = { plan: 'anual', status: 'active', price: 1, expiresOn: '2033-01-01' } as const;
  const saveAnnual = (db: Db, id: string) =>
    saveSubscription({ db, actor: actor(), userId: id, fields: annual });

  it.each<[string, Step, (db: Db, id: string) => Promise<unknown>]>([
    [
      'saving a subscription, at its audit row (the subscription and the plan totals already changed)',
      audit,
      saveAnnual,
    ],
    [
      'saving a subscription, at the subscription write itself',
      { statement: 'UpdateQueryNode', table: 'subscriptions' },
      saveAnnual,
    ],
    [
      'removing a subscription, at its audit row',
      audit,
      (db: Db, id: string) => removeSubscription({ db, actor: actor(), userId: id }),
    ],
    [
      "saving a subscription, at the member's access on their profile (the grant and audit written)",
      { statement: 'UpdateQueryNode', table: 'profiles' },
      (db: Db, id: string) =>
        saveSubscription({
          db,
          actor: actor(),
          userId: id,
          fields: { ...annual, plan: 'vitalicio', expiresOn: null },
        }),
    ],
    [
      'ending a subscription now, at its audit row',
      audit,
      (db: Db, id: string) => endNow({ db, actor: actor(), userId: id }),
    ],
    [
      "cancelling at period end, at the member's access on their profile",
      { statement: 'UpdateQueryNode', table: 'profiles' },
      (db: Db, id: string) => cancelAtPeriodEnd({ db, actor: actor(), userId: id }),
    ],
    [
      'deleting the user, between their sessions and subscriptions going and the profile',
      { statement: 'DeleteQueryNode', table: 'profiles' },
      (db: Db, id: string) => deleteUser({ db, actor: actor(), userId: id }),
    ],
    [
      'deleting the user, at its audit row (the profile already gone)',
      audit,
      (db: Db, id: string) => deleteUser({ db, actor: actor(), userId: id }),
    ],
    [
      'editing the user, between the profile update and its audit rows',
      audit,
      (db: Db, id: string) =>
        updateUser({ db, actor: actor(), userId: id, fullName: 'Outro Nome', role: 'admin' }),
    ],
  ])('%s', async (_, step, change) => {
    const member = await t.as('subscriber');
    const before = await snapshotDatabase(t);
    await expect(change(failingAt(step), member.user?.id ?? '')).rejects.toThrow(
      `${step.table} write failed`,
    );
    expect(await snapshotDatabase(t)).toEqual(before);
    // The member's session survived the failed delete, and so did their plan.
    expect((await meOf(member.cookie).subscription.$get()).status).toBe(200);
  });

  it.each<[string, Step]>([
    [
      'at the password account (the profile already written)',
      { statement: 'InsertQueryNode', table: 'accounts' },
    ],
    ['at its audit row', audit],
  ])('creating a user, %s', async (_, step) => {
    const before = await snapshotDatabase(t);
    await expect(
      createUserRow({
        db: failingAt(step),
        actor: actor(),
        email: 'quase-criado@exemplo.com.br',
        passwordHash: 'x',
        fullName: null,
        role: 'user',
      }),
    ).rejects.toThrow(`${step.table} write failed`);
    expect(await snapshotDatabase(t)).toEqual(before);
  });
});
