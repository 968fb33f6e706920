import { randomUUID } from 'node:crypto';
import { addSubscription } from '../src/server/seed/factories';
import { DAY_MS } from '../src/shared/constants';
import { expect, expectNoHorizontalScroll, expectToast, settled, test } from './fixtures';
import { adminBrowser, csvLineOf } from './grants-helpers';

// Segments (decision 023) in real Chromium: a name found without its accents; the segment
// "vence em 7 dias" + Anual kept in the address, exported, and given "+7 dias" in bulk.

test('an admin finds a name without accents, narrows a segment, exports it and gives it +7 dias', async ({
  browser,
  users,
  workerDeps,
}) => {
  test.slow();
  const tag = `sg${randomUUID().slice(0, 6)}`;
  const member = async (fullName: string, plan: 'anual' | 'mensal', expiresInDays: number) => {
    const user = await users.create({
      email: `${fullName.split(' ')[0]?.toLowerCase()}.${tag}@exemplo.com.br`,
      fullName,
    });
    await addSubscription(workerDeps, user.id, { plan, expiresInDays });
    return user;
  };
  const ana = await member(`Ana Gonçalves ${tag}`, 'anual', 5);
  await member(`Bruno Lima ${tag}`, 'anual', 40);
  await member(`Caio Souza ${tag}`, 'mensal', 3);

  const admin = await adminBrowser(browser, users);
  await admin.goto(`/admin/usuarios?busca=${encodeURIComponent(`goncalves ${tag}`)}`);
  await settled(admin);
  const cards = admin.getByRole('list', { name: 'Usuários' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(`Ana Gonçalves ${tag}`);

  // The segment: everyone of this test, then "vence em 7 dias" + Anual.
  await admin.getByPlaceholder('Buscar por nome ou email').fill(tag);
  await expect(cards).toHaveCount(3);
  await admin.getByLabel('Status').selectOption({ label: 'Vence em até 7 dias' });
  await admin.getByLabel('Plano').selectOption({ label: 'Anual' });
  await expect(admin).toHaveURL(/status=expiring/);
  await expect(admin).toHaveURL(/plano=anual/);
  await expect(admin.getByTestId('users-total')).toHaveText(
    `1 usuário para “${tag}” · Vence em até 7 dias · Anual`,
  );
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(`Ana Gonçalves ${tag}`);
  await expect(admin.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
    'href',
    /status=expiring&plan=anual/,
  );
  expect((await csvLineOf(admin, ana.email)).Plano).toBe('Anual');

  // Reloaded, the address keeps the segment.
  await admin.reload();
  await settled(admin);
  await expect(admin.getByLabel('Plano')).toHaveValue('anual');
  await expect(cards).toHaveCount(1);

  const before = await endOf(ana.id);
  await admin.getByRole('button', { name: 'Ação em massa' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Ação em massa' });
  await expect(dialog.getByLabel('Ação')).toHaveValue('extend');
  await dialog.getByLabel('Dias').fill('7');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Confirmar ação em massa' });
  await expect(confirm).toContainText('Adicionar 7 dias de acesso a 1 usuário?');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expectToast(admin, 'Ação agendada para 1 usuário.');
  await expect(admin.getByTestId('bulk-progress')).toHaveText('Ação em massa concluída: 1 alterado.');
  // Ana's end moved a week: she has left the "vence em 7 dias" segment.
  expect((await endOf(ana.id)) - before).toBe(7 * DAY_MS);
  await expect(admin.getByText('Nenhum usuário com estes filtros.')).toBeVisible();
  const audit = await workerDeps.database.db
    .selectFrom('audit_events')
    .select('action')
    .where('target_user_id', '=', ana.id)
    .execute();
  expect(audit.map((row) => row.action)).toContain('subscription.extended');

  // On a phone the filters stack and nothing scrolls sideways.
  await admin.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(admin);
  await admin.context().close();

  async function endOf(userId: string) {
    const row = await workerDeps.database.db
      .selectFrom('profiles')
      .select('access_ends_at')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return new Date(row.access_ends_at as Date).getTime();
  }
});
