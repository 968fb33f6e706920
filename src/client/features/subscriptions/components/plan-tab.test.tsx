import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../../shared/constants';
import { LOAD_ERROR } from '../../../components/query-state';
import { ApiError } from '../../../lib/api';
import { grantView } from '../../../test/grant-view';
import { clientWith } from '../../../test/query-cache';
import { mySubscriptionQueryOptions } from '../api/get-my-subscription';
import { PlanTab } from './plan-tab';

const { queryKey } = mySubscriptionQueryOptions;
const render = (entry: { data?: unknown; error?: Error }, role: Role = 'user') =>
  renderToString(
    <QueryClientProvider client={clientWith([{ queryKey, ...entry }])}>
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

  it('a failed load is an error with a retry, never "no plan yet"', () => {
    const html = render({ error: new ApiError(0, 'sem rede') });
    expect(html).toContain(LOAD_ERROR);
    expect(html).toContain('Tentar novamente');
    expect(html).not.toContain('Você ainda não tem uma assinatura.');
    expect(html).not.toContain('Escolha seu plano');
  });
});
