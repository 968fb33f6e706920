import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../shared/constants';
import { LOAD_ERROR } from '../../../components/query-state';
import { ApiError } from '../../../lib/api';
import { grantView } from '../../../test/grant-view';
import { clientWith } from '../../../test/query-cache';
import { meQueryOptions } from '../../session/api/get-me';
import { mySubscriptionQueryOptions } from '../api/get-my-subscription';
import { PlanTab } from './plan-tab';

const { queryKey } = mySubscriptionQueryOptions;
const profile = {
  id: 'u1',
  email: 'ana@exemplo.com.br',
  fullName: 'Ana Souza',
  role: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
};
const me = { queryKey: meQueryOptions.queryKey, data: { profile, subscription: null } };
const render = (entry: { data?: unknown; error?: Error }, role: Role = 'user') =>
  renderToString(
    <QueryClientProvider client={clientWith([{ queryKey, ...entry }, me])}>
      <MemoryRouter>
        <PlanTab role={role} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// The Plano tab loads, fails or shows: a failure never reads "no plan yet".
describe('PlanTab', () => {
  it("shows the member's plan, or invites one without", () => {
    expect(render({ data: { subscription: grantView() } })).toContain('Expira em');
    const none = render({ data: { subscription: null } });
    expect(none).toContain('Você ainda não tem uma assinatura.');
    expect(none).toContain('Escolha seu plano');
    expect(render({ data: { subscription: null } }, 'admin')).toContain('Administradores têm acesso total');
  });

  it('a lapsed plan offers Renovar: its checkout carrying the member, and the e-mail to pay with', () => {
    const html = render({ data: { subscription: grantView({ status: 'expired', endsInDays: -3 }) } });
    expect(html).toContain('Renovar');
    expect(html).toContain('email=ana%40exemplo.com.br&amp;name=Ana+Souza');
    expect(html).toContain('Use o mesmo e-mail da sua conta (ana@exemplo.com.br) no pagamento');
    expect(html).not.toContain('Reativar');
  });

  it('a plan cancelled at the end of its period, still giving access, offers Reativar and says what it does', () => {
    const html = render({ data: { subscription: grantView({ status: 'cancelled', endsInDays: 10 }) } });
    expect(html).toContain('Reativar');
    expect(html).toContain('Reativar abre o pagamento do plano Mensal, para o acesso continuar depois de');
    expect(html).toContain('email=ana%40exemplo.com.br');
    expect(html).not.toContain('Renovar');
  });

  it('an active plan offers neither', () => {
    const html = render({ data: { subscription: grantView() } });
    // Minha assinatura, below the plan, offers a monthly member the Anual (with the e-mail note).
    const plan = html.slice(0, html.indexOf('Minha assinatura'));
    expect(plan).toContain('Expira em');
    expect(plan).not.toMatch(/Renovar|Reativar|mesmo e-mail/);
  });

  it('a failed load is an error with a retry, never "no plan yet"', () => {
    const html = render({ error: new ApiError(0, 'sem rede') });
    expect(html).toContain(LOAD_ERROR);
    expect(html).toContain('Tentar novamente');
    expect(html).not.toContain('Você ainda não tem uma assinatura.');
    expect(html).not.toContain('Escolha seu plano');
  });
});
