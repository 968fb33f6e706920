import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Deps } from '../src/server/app-env';
import { addSubscription } from '../src/server/seed/factories';
import { memberBrowser, ptBrDate } from './admin-users-helpers';
import { expect, expectToast, openScreen, settled, signedInState, test } from './fixtures';
import {
  adminBrowser,
  csvLineOf,
  dayMonth,
  FAR_DATE,
  grantsList,
  memberCard,
  meOf,
  openSubscriptionDialog,
  planRow,
} from './grants-helpers';

// Grants (decision 016) in real Chromium: each grant an admin gives, cancels or ends reads the
// same in the member's screens, the admin's list, the CSV and /api/me.

const grantsOf = (deps: Deps, userId: string) =>
  deps.database.db
    .selectFrom('subscriptions')
    .select(['status', 'expires_at'])
    .where('user_id', '=', userId)
    .execute();

/** The member's next protected page sends them to /subscription-expired. */
async function expectSentAway(page: Page, heading: string) {
  await page.goto('/conectar');
  await expect(page).toHaveURL(/\/subscription-expired$/);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the admin grants Vitalício by choosing it alone: every screen, the CSV and /api/me say it never ends', async ({
  browser,
  users,
}) => {
  test.slow();
  const name = `Vera Vitalícia ${randomUUID().slice(0, 6)}`;
  const member = await signedInState(users, 'member', { fullName: name });
  const admin = await adminBrowser(browser, users);
  const card = await memberCard(admin, member.user.email, name);
  const dialog = await openSubscriptionDialog(admin, card);
  await dialog.getByLabel('Plano').selectOption('vitalicio');
  await expect(dialog.getByTestId('subscription-no-expiry')).toHaveText('Nunca expira');
  await expect(dialog.getByLabel('Data de expiração')).toHaveCount(0);
  await expect(dialog.getByLabel('Preço (R$)')).toHaveValue('2497');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(admin, 'Assinatura atualizada com sucesso');

  await expect(card.getByTestId('plan-badge')).toHaveText('Vitalício');
  await expect(card.getByTestId('standing')).toHaveText('Ativa');
  await expect(card.getByTestId('expiry')).toHaveText('Nunca expira');
  await expect(card).not.toContainText(FAR_DATE);
  const line = await csvLineOf(admin, member.user.email);
  expect([line.Plano, line.Status, line['Expira em']]).toEqual(['Vitalício', 'Ativa', 'Nunca']);
  // The dialog's history: one manual lifetime grant, without an end.
  const history = grantsList(await openSubscriptionDialog(admin, card)).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expect(history).toContainText('Vitalício');
  await expect(history).toContainText('Manual');
  await expect(history).toContainText('Ativa');
  await expect(history).toContainText(/R\$\s2\.497,00 · \d{2}\/\d{2}\/\d{4} – sem fim/);

  const own = await memberBrowser(browser, member.storageState);
  await own.goto('/dashboard');
  await settled(own);
  await expect(own.getByTestId('dashboard-plan')).toHaveText('Vitalício');
  await expect(own.getByTestId('dashboard-validity')).toHaveText('Vitalício');
  await expect(own.getByRole('group', { name: 'Validade', exact: true })).toContainText('Acesso para sempre');
  await expect(own.getByTestId('plan-badge')).toHaveText('Vitalício');
  await openScreen(own, '/configuracoes', 'Plano');
  await expect(planRow(own, 'Expira em')).toHaveText('Nunca');
  await expect(planRow(own, 'Dias restantes')).toHaveCount(0);
  await expect(own.getByRole('tabpanel', { name: 'Plano' })).not.toContainText(FAR_DATE);
  expect((await meOf(own)).subscription).toMatchObject({
    plan: 'vitalicio',
    status: 'active',
    expiresAt: null,
  });
  await own.context().close();
  await admin.context().close();
});

test('Cancelar ao fim do período keeps access to the grant’s end, and the list says until when', async ({
  browser,
  users,
}) => {
  test.slow();
  const name = `Caio Cancela ${randomUUID().slice(0, 6)}`;
  const member = await signedInState(users, 'subscriber', {
    fullName: name,
    subscription: { plan: 'mensal', expiresInDays: 20, price: 197 },
  });
  const end = member.user.subscription?.expires_at ?? new Date();
  const admin = await adminBrowser(browser, users);
  const card = await memberCard(admin, member.user.email, name);
  const dialog = await openSubscriptionDialog(admin, card);
  // It asks first, as Encerrar agora does, saying until when access lasts.
  await dialog.getByRole('button', { name: 'Cancelar ao fim do período' }).click();
  const confirm = admin.getByRole('alertdialog', {
    name: `Cancelar ao fim do período a assinatura de ${name}?`,
  });
  await expect(confirm).toContainText(`até ${ptBrDate(end)}`);
  await confirm.getByRole('button', { name: 'Cancelar ao fim do período' }).click();
  await expectToast(admin, 'Assinatura cancelada ao fim do período');
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('standing')).toHaveText(`Cancelada (acesso até ${dayMonth(end)})`);
  await expect(card.getByTestId('expiry')).toHaveText(`Expira em ${ptBrDate(end)}`);
  await expect(card.getByTestId('plan-badge')).toHaveText('Mensal');

  // The grant is kept, marked, and cannot be cancelled twice.
  const again = await openSubscriptionDialog(admin, card);
  await expect(grantsList(again).getByRole('listitem')).toHaveCount(1);
  await expect(grantsList(again).getByRole('listitem')).toContainText('Cancelada ao fim do período');
  await expect(again.getByRole('button', { name: 'Cancelar ao fim do período' })).toBeDisabled();

  // Still a subscriber until that day: a subscriber page opens, the dashboard says until when.
  const own = await memberBrowser(browser, member.storageState);
  await own.goto('/conectar');
  await settled(own);
  await expect(own).toHaveURL(/\/conectar$/);
  await expect(own.getByRole('heading', { name: 'Servidor de Ferramentas Compartilhado' })).toBeVisible();
  await own.goto('/dashboard');
  await settled(own);
  await expect(own.getByTestId('dashboard-status')).toHaveText('Ativo');
  await expect(own.getByRole('group', { name: 'Validade', exact: true })).toContainText(
    `Cancelada: acesso até ${ptBrDate(end)}`,
  );
  await own.context().close();
  await admin.context().close();
});

test('Encerrar agora and Remover ask first, naming the member; Voltar changes nothing', async ({
  browser,
  users,
  workerDeps,
}) => {
  test.slow();
  const admin = await adminBrowser(browser, users);
  for (const action of ['Encerrar agora', 'Remover'] as const) {
    const name = `${action === 'Remover' ? 'Rui Removido' : 'Ester Encerrada'} ${randomUUID().slice(0, 6)}`;
    const member = await signedInState(users, 'subscriber', { fullName: name });
    const before = await grantsOf(workerDeps, member.user.id);
    const card = await memberCard(admin, member.user.email, name);
    const dialog = await openSubscriptionDialog(admin, card);
    const question =
      action === 'Remover' ? `Remover a assinatura de ${name}?` : `Encerrar agora a assinatura de ${name}?`;
    const confirm = admin.getByRole('alertdialog', { name: question });

    await dialog.getByRole('button', { name: action }).click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(dialog).toBeVisible();
    expect(await grantsOf(workerDeps, member.user.id)).toEqual(before);

    await dialog.getByRole('button', { name: action }).click();
    await confirm.getByRole('button', { name: action }).click();
    await expectToast(
      admin,
      action === 'Remover' ? 'Assinatura removida com sucesso' : 'Assinatura encerrada',
    );
    await expect(confirm).toHaveCount(0);
    await expect(dialog).toBeHidden();

    const own = await memberBrowser(browser, member.storageState);
    if (action === 'Remover') {
      expect(await grantsOf(workerDeps, member.user.id)).toEqual([]);
      await expect(card.getByTestId('standing')).toHaveText('Nunca assinou');
      await expectSentAway(own, 'Escolha seu plano');
    } else {
      expect((await grantsOf(workerDeps, member.user.id)).map((grant) => grant.status)).toEqual(['ended']);
      await expect(card.getByTestId('standing')).toHaveText('Encerrada');
      // The card's plan badge keeps naming the plan, in the lapsed style; the standing says why.
      await expect(card.getByTestId('plan-badge')).toHaveText('Mensal');
      await expect(card.getByTestId('plan-badge')).toHaveAttribute('data-variant', 'destructive');
      await expectSentAway(own, 'Sua assinatura foi encerrada');
    }
    await own.context().close();
  }
  await admin.context().close();
});

test('the Status filter narrows the list to one standing and stays in the address', async ({
  browser,
  users,
  workerDeps,
}) => {
  test.slow();
  const tag = `st${randomUUID().slice(0, 6)}`;
  // [the filter's value, its label, the card's standing, the member's one grant]
  const kinds = [
    ['active', 'Ativa', 'Ativa', { expiresInDays: 60 }],
    ['expiring', 'Vence em até 7 dias', 'Vence em 3 dias', { expiresInDays: 3 }],
    ['cancelled', 'Cancelada', 'Cancelada (acesso até …)', { status: 'cancelled', expiresInDays: 20 }],
    ['expired', 'Expirada', 'Expirada', { status: 'expired', expiresInDays: -3 }],
    [
      'refunded',
      'Reembolsada',
      'Reembolsada',
      { status: 'refunded', source: 'kiwify', reference: `T${tag}` },
    ],
    ['ended', 'Encerrada', 'Encerrada', { status: 'ended', plan: 'vitalicio' }],
    ['never', 'Nunca assinou', 'Nunca assinou', null],
  ] as const;
  const standings = new Map<string, string>();
  for (const [kind, filter, standing, grant] of kinds) {
    const member = await users.create({
      email: `${kind}.${tag}@exemplo.com.br`,
      fullName: `${filter} ${tag}`,
    });
    const row = grant ? await addSubscription(workerDeps, member.id, { plan: 'mensal', ...grant }) : null;
    const end = row?.expires_at;
    standings.set(kind, kind === 'cancelled' && end ? `Cancelada (acesso até ${dayMonth(end)})` : standing);
  }
  const admin = await adminBrowser(browser, users);
  await admin.goto(`/admin/usuarios?busca=${tag}`);
  await settled(admin);
  const cards = admin.getByRole('list', { name: 'Usuários' }).getByRole('listitem');
  await expect(cards).toHaveCount(kinds.length);

  const status = admin.getByLabel('Status');
  for (const [kind, filter] of kinds) {
    await status.selectOption({ label: filter });
    await expect(admin).toHaveURL(new RegExp(`[?&]status=${kind}(&|$)`));
    await expect(admin.getByTestId('users-total')).toHaveText(`1 usuário para “${tag}” · ${filter}`);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAccessibleName(`${filter} ${tag}`);
    await expect(cards.first().getByTestId('standing')).toHaveText(standings.get(kind) ?? '');
  }
  // Reloaded, the address keeps the filter and the list; the CSV follows it.
  const address = admin.url();
  await admin.reload();
  await settled(admin);
  expect(admin.url()).toBe(address);
  await expect(status).toHaveValue('never');
  await expect(cards).toHaveCount(1);
  await expect(admin.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', /status=never/);
  expect((await csvLineOf(admin, `never.${tag}@exemplo.com.br`)).Status).toBe('Nunca assinou');

  await status.selectOption({ label: 'Todos' });
  await expect(admin).not.toHaveURL(/status=/);
  await expect(cards).toHaveCount(kinds.length);
  await admin.context().close();
});
