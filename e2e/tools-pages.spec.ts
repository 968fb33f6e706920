import { expect, expectNoHorizontalScroll, openScreen, test } from './fixtures';

// In real Chromium: the pages around the tool access (/tutorial, /afiliacao) and its
// screens at 360 px.

test.describe('/tutorial', () => {
  const GUIDES = [
    ['Windows', 'Windows 7 ou superior, 32 e 64 bits', 6],
    ['macOS', 'macOS 10.13 ou superior, Intel e Apple Silicon', 7],
    ['Linux', 'Ubuntu Desktop 22.04 ou superior', 8],
  ] as const;

  test('each OS shows its numbered steps; back returns to the choice', async ({ page, signInAs }) => {
    await signInAs('member');
    await openScreen(page, '/tutorial');
    await expect(page.getByText('Versão 7.3.26')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Conectar' })).toHaveAttribute('href', '/conectar');
    await expect(page.getByText('Deixe-a aberta em outra aba')).toBeVisible();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveCount(0);

    for (const [name, description, steps] of GUIDES) {
      const card = page.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(card).toContainText(description);
      await card.click();
      const list = page.getByRole('list', { name: `Passos para ${name}` });
      await expect(list.getByRole('listitem')).toHaveCount(steps);
      const download = list.getByRole('link', { name: 'site oficial de download' });
      await expect(download).toHaveAttribute('target', '_blank');
      await expect(download).toHaveAttribute('href', 'https://browser.example.com/download');
      await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute(
        'href',
        '/suporte',
      );
      await page.getByRole('button', { name: 'Voltar para a escolha do sistema' }).click();
      await expect(page.getByRole('heading', { name: 'Escolha o seu sistema operacional' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveCount(0);
    }
  });
});

test.describe('/afiliacao', () => {
  test('shows the 50% recurring commission, four steps and the signup button in a new tab', async ({
    page,
    signInAs,
  }) => {
    await signInAs('subscriber');
    await openScreen(page, '/afiliacao');
    await expect(page.getByTestId('affiliate-commission')).toHaveText('50% de comissão recorrente');
    const steps = page.getByRole('region', { name: 'Como funciona' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps).toContainText(['Cadastre-se', 'Receba seu link', 'Compartilhe', 'Ganhe']);
    await expect(page.getByText('Por que usar a plataforma de pagamentos')).toBeVisible();
    const signup = page.getByRole('link', { name: 'Quero ser afiliado' });
    await expect(signup).toHaveAttribute('href', 'https://afiliados.example.com/hub-premium');
    await expect(signup).toHaveAttribute('target', '_blank');
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [role, screens] of [
    ['subscriber', ['/conectar', '/tutorial', '/afiliacao', '/acesso-admin']],
    ['admin', ['/admin/tools', '/acesso-admin']],
  ] as const) {
    test(`${role}: ${screens.join(', ')} fit the screen`, async ({ page, signInAs }) => {
      await signInAs(role);
      for (const screen of screens) {
        await openScreen(page, screen);
        await expectNoHorizontalScroll(page);
      }
    });
  }
});
