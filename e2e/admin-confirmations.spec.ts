import { randomUUID } from 'node:crypto';
import { cardOf } from './admin-users-helpers';
import { expect, expectToast, settled, test } from './fixtures';

// Promoting someone to Administrador asks first, naming them; Voltar changes nothing.
// (Rotating the code secret asks the same way: tools-access.spec.ts, where the shared settings live.)

test('promoting a member to Administrador: Voltar keeps them a member, Tornar Administrador promotes', async ({
  page,
  signInAs,
  users,
  deps,
}) => {
  const name = `Paula Promovida ${randomUUID().slice(0, 6)}`;
  const member = await users.create({ fullName: name });
  const roleOf = async () =>
    (
      await deps.database.db
        .selectFrom('profiles')
        .select('role')
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow()
    ).role;
  await signInAs('admin');
  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(member.email)}`);
  await settled(page);

  const card = cardOf(page, name);
  await card.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await dialog.getByLabel('Tipo de conta').selectOption({ label: 'Administrador' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const question = page.getByRole('alertdialog', { name: `Tornar ${name} Administrador?` });
  await expect(question).toContainText(`${name} passará a ver e alterar toda a área administrativa`);
  await question.getByRole('button', { name: 'Voltar' }).click();
  await expect(question).toHaveCount(0);
  // Still editing, nothing saved.
  await expect(dialog).toBeVisible();
  expect(await roleOf()).toBe('user');

  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await question.getByRole('button', { name: 'Tornar Administrador' }).click();
  await expectToast(page, 'Usuário atualizado com sucesso');
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('role-badge')).toHaveText('Administrador');
  expect(await roleOf()).toBe('admin');
});

test('saving a member without a role change asks nothing', async ({ page, signInAs, users }) => {
  const name = `Rui Sem Pergunta ${randomUUID().slice(0, 6)}`;
  const member = await users.create({ fullName: name });
  await signInAs('admin');
  await page.goto(`/admin/usuarios?busca=${encodeURIComponent(member.email)}`);
  await settled(page);
  await cardOf(page, name).getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await dialog.getByLabel('Nome completo').fill(`${name} Silva`);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Usuário atualizado com sucesso');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
