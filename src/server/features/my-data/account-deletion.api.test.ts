import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import { DAY_MS } from '../../../shared/constants';
import { eraseDueAccounts } from './account-erasure-job';

// Meus dados → "Excluir minha conta" (docs/product.md#privacy-and-retention).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const askDeletion = (cookie: string | undefined, password: string) =>
  t.api(cookie).me['account-deletion'].$post({ json: { password } });
const auditOf = (userId: string) =>
  t.db
    .selectFrom('audit_events')
    .select(['action', 'actor_label'])
    .where('target_user_id', '=', userId)
    .orderBy('created_at')
    .execute();
const profileOf = (userId: string) =>
  t.db.selectFrom('profiles').select('id').where('id', '=', userId).executeTakeFirst();
const pastGrace = () => new Date(Date.now() + 7 * DAY_MS + 1000);

describe('Excluir minha conta', () => {
  it('asks for the password, in Portuguese when wrong, and keeps the account', async () => {
    const { cookie, user } = await t.as('member');
    expect((await errorAt(await askDeletion(cookie, 'nao-e-a-senha'), 400)).message).toBe('Senha incorreta.');
    expect((await t.api(cookie).me.$get()).status).toBe(200);
    expect(
      await t.db
        .selectFrom('account_deletions')
        .selectAll()
        .where('user_id', '=', user?.id ?? '')
        .execute(),
    ).toEqual([]);
  });

  it('ends every session, and after 7 days erases the member but keeps their payments', async () => {
    const { cookie, user } = await t.as('subscriber');
    const userId = user?.id ?? '';
    const phone = await t.signIn(user?.email ?? '', user?.password ?? '');
    await t.db
      .insertInto('payment_transactions')
      .values({
        platform: 'hotmart',
        transaction_id: `HP-${userId.slice(0, 8)}`,
        state: 'granted',
        user_id: userId,
        updated_at: new Date(),
        plan: 'mensal',
        amount: 197,
        paid_at: new Date(),
      })
      .execute();

    const asked = await bodyAt(await askDeletion(cookie, user?.password ?? ''), 200);
    expect(asked.message).toMatch(/excluída em 7 dias/);
    for (const device of [cookie, phone])
      expect((await (await t.api(device).me.$get()).json()).profile).toBeNull();
    expect((await auditOf(userId)).map((row) => row.action)).toContain('user.deletion_requested');
    // The operator sees the request on the member page.
    const { cookie: admin } = await t.as('admin');
    const page = await bodyAt(await t.api(admin).admin.users[':id'].$get({ param: { id: userId } }), 200);
    expect(page.member.deletionErasesAt).toBe(asked.eraseAfter);

    // Not before the 7 days.
    expect(await eraseDueAccounts({ db: t.db })).toBe(0);
    expect(await profileOf(userId)).toBeDefined();

    expect(await eraseDueAccounts({ db: t.db, now: pastGrace() })).toBe(1);
    expect(await profileOf(userId)).toBeUndefined();
    const grants = await t.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(grants).toEqual([]);
    const kept = await t.db
      .selectFrom('payment_transactions')
      .select(['amount', 'user_id'])
      .where('transaction_id', '=', `HP-${userId.slice(0, 8)}`)
      .execute();
    expect(kept).toEqual([{ amount: 197, user_id: null }]);
    expect(await auditOf(userId)).toContainEqual({
      action: 'user.deleted',
      actor_label: 'Exclusão pedida pelo membro',
    });
  });

  it('is cancelled by signing in within the 7 days', async () => {
    const { cookie, user } = await t.as('member');
    const userId = user?.id ?? '';
    await bodyAt(await askDeletion(cookie, user?.password ?? ''), 200);
    await t.signIn(user?.email ?? '', user?.password ?? '');
    expect(
      await t.db.selectFrom('account_deletions').selectAll().where('user_id', '=', userId).execute(),
    ).toEqual([]);
    expect(await eraseDueAccounts({ db: t.db, now: pastGrace() })).toBe(0);
    expect(await profileOf(userId)).toBeDefined();
    expect((await auditOf(userId)).map((row) => row.action)).toContain('user.deletion_cancelled');
  });

  it('refuses an admin, who leaves through another admin', async () => {
    const { cookie, user } = await t.as('admin');
    const res = await askDeletion(cookie, user?.password ?? '');
    expect((await errorAt(res, 403)).message).toMatch(/Peça a outro administrador/);
  });
});
