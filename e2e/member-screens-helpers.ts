import type { Locator, Page } from '@playwright/test';
import { expect, settled } from './fixtures';

// Shared by the member-screen journeys (dashboard, settings, expired page). Dates are written the
// way a Brazilian reader expects them.
export const ptBrDate = (value: Date | string) =>
  new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(value));

export const MEMBER_LINKS = [
  ['Dashboard', '/dashboard'],
  ['Ferramentas', '/conectar'],
  ['Biblioteca', '/biblioteca'],
  ['Configurações', '/configuracoes'],
  ['Afiliação', '/afiliacao'],
] as const;
// The help group beneath them (docs/product.md#member-area).
export const HELP_LINKS = [
  ['Tutorial', '/tutorial'],
  ['Treinamentos', '/treinamentos'],
  ['Suporte', '/suporte'],
] as const;
/** Every link of a member's menu, in order: SPEC's five, then the help group. */
export const MEMBER_MENU_LINKS = [...MEMBER_LINKS, ...HELP_LINKS];
// The overview first and its audit trail beside the user list (decision 011), Gerenciar
// Treinamentos (decision 012) and Integrações (decision 015).
export const ADMIN_LINKS = [
  '/admin',
  '/acesso-admin',
  '/admin/usuarios',
  '/admin/auditoria',
  '/admin/biblioteca',
  '/admin/treinamentos',
  '/admin/assistente',
  '/admin/ferramentas',
  '/admin/tools',
  '/admin/tickets',
  '/admin/logs-suporte',
  '/admin/integracoes',
];

/** A dashboard card by its title (cards are groups labelled by it). */
export const card = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });

/** Opens /dashboard and waits for its greeting. */
export async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Olá, / })).toBeVisible();
}

/** Who a member's checkout links carry (docs/product.md#payments): their e-mail, and their name. */
export type Buyer = { email: string; name: string };

/**
 * A checkout link as a signed-in member gets it: the plan's configured URL carrying their e-mail
 * and name in the prefill parameters, opening in a new tab without a way back to this page.
 */
export async function expectMemberCheckout(link: Locator, url: string, buyer: Buyer) {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe(url);
  expect(Object.fromEntries(href.searchParams)).toEqual({ email: buyer.email, name: buyer.name });
}

/** The line beside a member's checkout: pay with the account's e-mail, which it names. */
export const sameEmailNote = (scope: Page | Locator, email: string) =>
  scope.getByText(
    `Use o mesmo e-mail da sua conta (${email}) no pagamento: é por ele que o acesso é liberado.`,
  );
