import { E2E_ENV } from './e2e-env';
import { expect, test } from './fixtures';

// docs/product.md#public-pages: the terms and the privacy policy (server-rendered), and the links from the
// SPA to them.

const SUPPORT_URL = E2E_ENV.SUPPORT_CHAT_URL ?? '';

test.describe('legal pages', () => {
  for (const { path, title, count, last } of [
    { path: '/termos-uso', title: 'Termos de Uso', count: 12, last: 'Disposições Gerais' },
    {
      path: '/politica-privacidade',
      title: 'Política de Privacidade',
      count: 9,
      last: 'Alterações desta Política e Contato',
    },
  ]) {
    test(`${path} has ${count} numbered sections, the update date, a chat button and Voltar`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} — Hub Premium`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Última atualização: janeiro de 2025')).toBeVisible();
      const headings = page.locator('[data-legal-sections] > section > h2');
      await expect(headings).toHaveCount(count);
      const texts = await headings.allTextContents();
      texts.forEach((text, i) => {
        expect(text).toMatch(new RegExp(`^${i + 1}\\. \\S`));
      });
      expect(texts.at(-1)).toBe(`${count}. ${last}`);

      const chat = page.getByRole('link', { name: 'Falar com a equipe' });
      await expect(chat).toHaveAttribute('href', SUPPORT_URL);
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('rel', /noopener/);

      await page.getByRole('banner').getByRole('link', { name: 'Voltar' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('#pricing-section')).toBeAttached();
    });
  }

  test('the terms carry their clauses and their own prices', async ({ page }) => {
    await page.goto('/termos-uso');
    const body = page.locator('[data-legal-sections]');
    await expect(body).toContainText('Mensal: R$ 97,00 por mês');
    await expect(body).toContainText('Anual: R$ 929,00 por ano, com 20% de desconto');
    await expect(body).toContainText('Vitalício: R$ 2.497,00 em pagamento único');
    await expect(body).toContainText('Os planos Mensal e Anual são renovados automaticamente');
    await expect(body).toContainText('cancelar a assinatura a qualquer momento');
    await expect(body).toContainText('não tem multa nem taxa, e você mantém o acesso até o fim do período');
    await expect(body).toContainText('pelo menos 18 (dezoito) anos');
    await expect(body).toContainText('consentimento e sob a supervisão dos pais ou responsáveis legais');
    await expect(body).toContainText('limitada ao valor efetivamente pago por você nos 12 (doze) meses');
    await expect(body).toContainText('eliminados em até 30 (trinta) dias');
    await expect(body).toContainText('garantia de 30 (trinta) dias');
  });
});

test.describe('links from the SPA to the server-rendered pages', () => {
  test('"Voltar para o início" on /auth loads the landing page', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#pricing-section')).toBeAttached();
  });

  test('the not-found page still answers unknown paths and links home', async ({ page }) => {
    const response = await page.goto('/pagina-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await expect(page.locator('#pricing-section')).toBeAttached();
  });
});
