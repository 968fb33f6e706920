import type { Page } from '@playwright/test';
import { E2E_ENV } from './e2e-env';
import { expect, test } from './fixtures';
import { KB, recordScripts } from './page-weight';

// docs/product.md#public-pages: the landing page (server-rendered); the legal pages are in
// public-legal-pages.spec.ts.

const SUPPORT_URL = E2E_ENV.SUPPORT_CHAT_URL ?? '';
const CHECKOUT = {
  Mensal: E2E_ENV.CHECKOUT_URL_MENSAL ?? '',
  Anual: E2E_ENV.CHECKOUT_URL_ANUAL ?? '',
  Vitalício: E2E_ENV.CHECKOUT_URL_VITALICIO ?? '',
};

const section = (page: Page, id: string) => page.locator(`main > section#${id}`);

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('shows the sections in the landing order, then the footer', async ({ page }) => {
    const ids = await page.locator('main > section').evaluateAll((nodes) => nodes.map((n) => n.id));
    expect(ids).toEqual([
      'inicio',
      'sobre',
      'ferramentas',
      'vantagens',
      'depoimentos',
      'para-quem',
      'pricing-section',
      'faq',
    ]);
    const footerFollowsMain = await page.evaluate(() => {
      const main = document.querySelector('main');
      const footer = document.querySelector('body > footer');
      return (
        !!main && !!footer && !!(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING)
      );
    });
    expect(footerFollowsMain).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Mais de 50 ferramentas premium em uma só assinatura',
    );
  });

  test('has a real title, description, Open Graph tags, a favicon and lang="pt-BR"', async ({ page }) => {
    await expect(page).toHaveTitle('Mais de 50 ferramentas premium em uma só assinatura — Hub Premium');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ferramentas premium/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Hub Premium/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.jpg$/);
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await page.request.get(favicon ?? '')).status()).toBe(200);
    expect((await page.request.get('/og-image.jpg')).status()).toBe(200);
    expect((await page.request.get('/robots.txt')).status()).toBe(200);
  });

  test('states the landing figures', async ({ page }) => {
    const stats = section(page, 'inicio').locator('dl > div');
    await expect(stats.locator('dt')).toHaveText([
      'usuários ativos',
      'nota dos assinantes',
      'ferramentas premium',
      'suporte sempre online',
    ]);
    await expect(stats.locator('dd')).toHaveText(['+15.000', '4,9/5', '50+', '24/7']);
    await expect(section(page, 'inicio')).toContainText('Mais de 15.000 usuários ativos');
  });

  test('lists the 18 catalogue tools with category badges, "+32 ferramentas" and a filter', async ({
    page,
  }) => {
    const tools = section(page, 'ferramentas');
    const cards = tools.locator('[data-tool-list] > li');
    await expect(cards).toHaveCount(18);
    await expect(cards.first()).toContainText('Assistente de Escrita IA');
    await expect(cards.first()).toContainText('IA');
    await expect(cards.first()).toContainText('Textos, roteiros, legendas');
    await expect(tools).toContainText('+32 ferramentas');

    const filter = tools.getByRole('group', { name: 'Filtrar ferramentas por categoria' });
    await filter.getByRole('button', { name: 'Vídeo' }).click();
    await expect(filter.getByRole('button', { name: 'Vídeo' })).toHaveAttribute('aria-pressed', 'true');
    await expect(filter.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'false');
    await expect(cards.filter({ visible: true })).toHaveCount(3);
    for (const card of await cards.filter({ visible: true }).all()) await expect(card).toContainText('Vídeo');
    await expect(tools.locator('[data-tool-status]')).toHaveText('3 ferramentas de Vídeo');

    await filter.getByRole('button', { name: 'Todas' }).click();
    await expect(cards.filter({ visible: true })).toHaveCount(18);
  });

  test('shows three five-star testimonials and the six audiences', async ({ page }) => {
    const testimonials = section(page, 'depoimentos').locator('figure');
    await expect(testimonials).toHaveCount(3);
    for (const figure of await testimonials.all()) {
      await expect(figure.getByRole('img', { name: 'Avaliação: 5 de 5 estrelas' })).toBeVisible();
      await expect(figure.locator('svg.lucide-star')).toHaveCount(5);
      await expect(figure.locator('blockquote')).not.toBeEmpty();
      await expect(figure.locator('figcaption')).toContainText(/\S+ \S+/);
    }
    const audience = section(page, 'para-quem').getByRole('heading', { level: 3 });
    await expect(audience).toHaveText([
      'Freelancers',
      'Criadores de conteúdo',
      'Designers',
      'Desenvolvedores',
      'Educadores digitais',
      'Empreendedores',
    ]);
  });

  test('prices the three plans exactly as the plan catalogue, with card or PIX and the 30-day guarantee', async ({
    page,
  }) => {
    const pricing = section(page, 'pricing-section');
    const mensal = pricing.getByRole('article', { name: 'Mensal' });
    const anual = pricing.getByRole('article', { name: 'Anual' });
    const vitalicio = pricing.getByRole('article', { name: 'Vitalício' });
    await expect(mensal).toContainText('R$ 197,00 /mês');
    await expect(anual).toContainText('R$ 1.747,00 /ano');
    await expect(anual.locator('s')).toHaveText('R$ 2.364,00');
    await expect(anual).toContainText('26% OFF');
    await expect(anual).toContainText('ou R$ 145,58/mês em até 12x');
    await expect(anual).toContainText('Mais Popular');
    await expect(anual).toContainText('2 meses grátis');
    await expect(vitalicio).toContainText('R$ 2.497,00 único');
    await expect(vitalicio).toContainText('ou R$ 208,03/mês em até 12x');
    await expect(mensal.getByRole('listitem')).toHaveText([
      'Acesso completo a todas as ferramentas',
      'Suporte via chat',
      'Atualizações automáticas',
      'Relatórios básicos',
    ]);
    await expect(anual.getByRole('listitem')).toHaveText([
      'Tudo do plano Mensal',
      'Suporte prioritário',
      'Relatórios avançados',
      'Backup automático',
    ]);
    await expect(vitalicio.getByRole('listitem')).toHaveText([
      'Tudo do plano Anual',
      'Acesso vitalício',
      'Suporte VIP',
      'Recursos exclusivos',
      'Sem mensalidades',
    ]);
    await expect(pricing).toContainText('Cartão de crédito');
    await expect(pricing).toContainText('PIX');
    await expect(pricing).toContainText('Garantia de 30 dias');
  });

  test('each pricing button opens its configured checkout in a new tab, without an opener', async ({
    page,
    context,
  }) => {
    await context.route('https://checkout.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title>' }),
    );
    for (const [plan, url] of Object.entries(CHECKOUT)) {
      const button = page.getByRole('link', { name: `Assinar ${plan}` });
      await expect(button).toHaveAttribute('href', url);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', /noopener/);
      const [popup] = await Promise.all([context.waitForEvent('page'), button.click()]);
      await expect(popup).toHaveURL(url);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('Entrar goes to /auth', async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  });

  test('a signed-in visitor sees Meu painel instead of Entrar, and it opens the dashboard', async ({
    page,
    signInAs,
  }) => {
    await signInAs('member', { fullName: 'Marcos Logado' });
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Entrar' })).toHaveCount(0);
    await header.getByRole('link', { name: 'Meu painel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Olá, Marcos Logado!' })).toBeVisible();
  });

  test('the hero and footer calls to action scroll smoothly to #pricing-section', async ({ page }) => {
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
      'smooth',
    );
    const pricing = page.locator('#pricing-section');
    await expect(pricing).not.toBeInViewport();
    await section(page, 'inicio').getByRole('link', { name: 'Ver planos e preços' }).click();
    await expect(page).toHaveURL(/#pricing-section$/);
    await expect(pricing.getByRole('heading', { level: 2 })).toBeInViewport();

    await page.locator('body > footer').scrollIntoViewIfNeeded();
    await expect(pricing).not.toBeInViewport();
    await page.locator('body > footer').getByRole('link', { name: 'Ver planos' }).click();
    await expect(pricing.getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('the FAQ has four questions that open and close, one stating the 7-day refund', async ({ page }) => {
    const faq = section(page, 'faq');
    const items = faq.locator('details');
    await expect(items).toHaveCount(4);
    const refund = items.filter({ hasText: 'E se eu não gostar?' });
    const answer = refund.getByText('Você tem 7 dias após a compra para pedir o reembolso integral');
    await expect(answer).toBeHidden();
    await refund.locator('summary').click();
    await expect(refund).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await refund.locator('summary').click();
    await expect(refund).not.toHaveAttribute('open', '');
    await expect(answer).toBeHidden();
  });

  test('support buttons and footer links lead to the support chat and the legal pages', async ({ page }) => {
    const support = section(page, 'faq').getByRole('link', { name: 'Falar com o suporte' });
    await expect(support).toHaveAttribute('href', SUPPORT_URL);
    await expect(support).toHaveAttribute('target', '_blank');
    const footer = page.locator('body > footer');
    await expect(footer.getByRole('link', { name: 'Suporte' })).toHaveAttribute('href', SUPPORT_URL);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Hub Premium`);

    await footer.getByRole('link', { name: 'Termos de Uso' }).click();
    await expect(page).toHaveURL(/\/termos-uso$/);
    await page.goBack();
    await page.locator('body > footer').getByRole('link', { name: 'Política de Privacidade' }).click();
    await expect(page).toHaveURL(/\/politica-privacidade$/);
  });

  test('the theme toggle switches to dark and the choice survives a reload', async ({ page }) => {
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });
});

test('the landing page loads at most 90 KB of gzipped JavaScript and no SPA code', async ({ page }) => {
  const scriptsLoaded = recordScripts(page);
  await page.goto('/');
  const { scripts, total } = await scriptsLoaded();
  const names = scripts.map((s) => s.path);
  expect(names.sort()).toEqual([expect.stringMatching(/^\/assets\/enhance-[\w-]+\.js$/), '/theme-init.js']);
  expect(total).toBeLessThanOrEqual(90 * KB);
});
