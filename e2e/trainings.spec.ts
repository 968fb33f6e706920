import { addTraining } from '../src/server/seed/content-factories';
import { cardOf, emptyTable, expectFieldLabels } from './content-helpers';
import { expect, expectScreensFitAndPassAxe, expectToast, openScreen, test } from './fixtures';

// /treinamentos and /admin/treinamentos. One file owns the trainings table.
test.describe.configure({ mode: 'serial' });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

test.beforeEach(async ({ deps }) => {
  await emptyTable(deps, 'trainings');
});

test('members read Nenhum treinamento disponível, then Nenhum treinamento encontrado for a search', async ({
  page,
  signInAs,
  deps,
}) => {
  await signInAs('member');
  await openScreen(page, '/treinamentos');
  await expect(page.getByText('Nenhum treinamento disponível')).toBeVisible();

  await addTraining(deps.database.db, { title: 'Primeiros passos' });
  await page.reload();
  await expect(cardOf(page, 'Primeiros passos')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar treinamentos por título' }).fill('astronomia');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Nenhum treinamento encontrado')).toBeVisible();
  await expect(page).toHaveURL(/busca=astronomia/);
});

test('search ignores case and accents; pages read Página X de Y with Anterior and Próxima', async ({
  page,
  signInAs,
  deps,
}) => {
  for (let i = 0; i < 12; i++)
    await addTraining(deps.database.db, {
      title: `Edição de Vídeo ${i + 1}`,
      category: 'Vídeo',
      description: i === 0 ? 'Cortes, trilhas e legendas.' : null,
      createdAt: minutesAgo(i),
    });
  await addTraining(deps.database.db, { title: 'Design com IA', category: 'IA', createdAt: minutesAgo(30) });
  await addTraining(deps.database.db, { title: 'Aula desativada', isActive: false });
  await signInAs('member');
  await openScreen(page, '/treinamentos');

  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  const list = page.getByRole('list', { name: 'Treinamentos' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const first = cardOf(page, 'Edição de Vídeo 1');
  await expect(first.getByText('Vídeo', { exact: true })).toBeVisible();
  await expect(first.getByText('Cortes, trilhas e legendas.')).toBeVisible();
  // Privacy-enhanced embed.
  await expect(first.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  // On a phone the list is long: Próxima, at its foot, brings the next page's top into view.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Treinamentos' })).toBeInViewport();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(cardOf(page, 'Design com IA')).toBeVisible();
  await expect(page.getByText('Aula desativada')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();

  await page.getByRole('searchbox', { name: 'Buscar treinamentos por título' }).fill('EDICAO DE VIDEO 1');
  await page.getByRole('button', { name: 'Buscar' }).click();
  // A new search starts at page 1: "…Vídeo 1", "…10", "…11", "…12".
  await expect(page.getByText('Página 1 de 1')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(4);
});

test('a member marks a training as watched and finds it so after signing in again', async ({
  page,
  signInAs,
  deps,
}) => {
  await addTraining(deps.database.db, { title: 'Aula de prompts' });
  const user = await signInAs('member');
  await openScreen(page, '/treinamentos');
  const card = cardOf(page, 'Aula de prompts');
  const toggle = card.getByRole('button', { name: 'Marcar como assistido' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(card.getByRole('button', { name: 'Assistido' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('watched-badge')).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  const res = await page.request.post('/api/auth/sign-in', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status()).toBe(200);
  await openScreen(page, '/treinamentos');
  await expect(cardOf(page, 'Aula de prompts').getByTestId('watched-badge')).toBeVisible();
});

test.describe('admin trainings', () => {
  test('the YouTube URL forms are each accepted or refused with its validation message', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    await signInAs('admin');
    await openScreen(page, '/admin/treinamentos');
    await page.getByRole('link', { name: 'Adicionar treinamento' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Adicionar treinamento' })).toBeVisible();
    await expectFieldLabels(page, ['Título', 'Categoria', 'URL do YouTube', 'Descrição']);

    const url = page.getByLabel('URL do YouTube', { exact: true });
    const submit = page.getByRole('button', { name: 'Adicionar treinamento' });
    await submit.click();
    await expect(page.getByText('O título é obrigatório.')).toBeVisible();
    await expect(page.getByText('A categoria é obrigatória.')).toBeVisible();
    await expect(page.getByText('A URL do YouTube é obrigatória.')).toBeVisible();

    await page.getByLabel('Título', { exact: true }).fill('Aula de teste');
    await page.getByLabel('Categoria', { exact: true }).fill('Teste');
    await page.getByLabel('Descrição', { exact: true }).fill('Uma aula curta.');
    for (const [value, message] of [
      ['https://vimeo.com/123456', 'Por favor, insira uma URL válida do YouTube.'],
      ['youtube', 'Por favor, insira uma URL válida do YouTube.'],
      ['https://www.youtube.com/watch?v=curto', 'Não foi possível extrair o ID do vídeo do YouTube.'],
    ] as const) {
      await url.fill(value);
      await submit.click();
      await expect(page.getByText(message)).toBeVisible();
    }

    const accepted = [
      ['https://www.youtube.com/watch?v=aaaaaaaaaaa', 'aaaaaaaaaaa'],
      ['https://www.youtube.com/embed/bbbbbbbbbbb', 'bbbbbbbbbbb'],
      ['https://youtu.be/ccccccccccc', 'ccccccccccc'],
      ['https://www.youtube.com/shorts/ddddddddddd', 'ddddddddddd'],
    ] as const;
    for (const [i, [value]] of accepted.entries()) {
      if (i > 0) {
        await page.getByRole('link', { name: 'Adicionar treinamento' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Adicionar treinamento' })).toBeVisible();
        await page.getByLabel('Título', { exact: true }).fill(`Aula ${i}`);
        await page.getByLabel('Categoria', { exact: true }).fill('Teste');
      }
      await page.getByLabel('URL do YouTube', { exact: true }).fill(value);
      await page.getByRole('button', { name: 'Adicionar treinamento' }).click();
      await expectToast(page, 'Treinamento adicionado com sucesso!');
      await expect(page).toHaveURL(/\/admin\/treinamentos$/);
    }
    const table = page.getByRole('table');
    for (const header of ['Título', 'Categoria', 'Status', 'Criado em', 'Ações'])
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(5);

    // Members see the embedded ids the forms extracted.
    await openScreen(page, '/treinamentos');
    for (const [, id] of accepted)
      await expect(page.locator(`iframe[src="https://www.youtube-nocookie.com/embed/${id}"]`)).toHaveCount(1);
  });

  test('deleting asks in the Confirmar exclusão dialog; toggling hides from members', async ({
    page,
    signInAs,
    deps,
  }) => {
    await addTraining(deps.database.db, { title: 'Aula a excluir', createdAt: minutesAgo(1) });
    await addTraining(deps.database.db, { title: 'Aula a desativar' });
    await signInAs('admin');
    await openScreen(page, '/admin/treinamentos');

    const row = (title: string) => page.getByRole('row', { name: new RegExp(title) });
    await row('Aula a desativar').getByRole('button', { name: 'Desativar Aula a desativar' }).click();
    await expectToast(page, 'Treinamento desativado com sucesso.');
    await expect(row('Aula a desativar').getByText('Inativo')).toBeVisible();

    await row('Aula a excluir').getByRole('button', { name: 'Excluir Aula a excluir' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
    await expect(dialog).toContainText('Aula a excluir');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await row('Aula a excluir').getByRole('button', { name: 'Excluir Aula a excluir' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expectToast(page, 'Treinamento excluído com sucesso.');
    await expect(row('Aula a excluir')).toHaveCount(0);

    await openScreen(page, '/treinamentos');
    await expect(page.getByText('Nenhum treinamento disponível')).toBeVisible();
  });

  test('editing keeps the form filled, a new URL plays its video; a missing id reads Treinamento não encontrado', async ({
    page,
    signInAs,
    deps,
  }) => {
    const training = await addTraining(deps.database.db, { title: 'Aula antiga', category: 'IA' });
    await signInAs('admin');
    await openScreen(page, `/admin/treinamentos/editar/${training.id}`);
    await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Aula antiga');
    await expect(page.getByLabel('URL do YouTube', { exact: true })).toHaveValue(training.youtube_url);
    await page.getByLabel('Título', { exact: true }).fill('Aula nova');
    // Decision 012: a changed URL brings its own video id.
    await page.getByLabel('URL do YouTube', { exact: true }).fill('https://youtu.be/eeeeeeeeeee');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expectToast(page, 'Treinamento atualizado com sucesso!');
    await expect(page.getByRole('row', { name: /Aula nova/ })).toBeVisible();
    await openScreen(page, '/treinamentos');
    await expect(cardOf(page, 'Aula nova').locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/eeeeeeeeeee',
    );

    await openScreen(page, '/admin/treinamentos/editar/00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Treinamento não encontrado' })).toBeVisible();
  });
});

test('the trainings screens fit 360 px and pass axe', async ({ page, signInAs, deps }) => {
  test.slow();
  await addTraining(deps.database.db, {
    title: 'Aula de layout',
    description: 'Descrição longa de exemplo.',
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs('admin');
  await expectScreensFitAndPassAxe(page, [
    '/treinamentos',
    '/admin/treinamentos',
    '/admin/treinamentos/adicionar',
  ]);
});
