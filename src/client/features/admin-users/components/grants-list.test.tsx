import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOAD_ERROR } from '../../../components/query-state';
import { ApiError } from '../../../lib/api';
import { grantView } from '../../../test/grant-view';
import { clientWith } from '../../../test/query-cache';
import { userGrantsQueryOptions } from '../api/get-member';
import { GrantsList } from './grants-list';

const { queryKey } = userGrantsQueryOptions('u1');
const render = (entry: { data?: unknown; error?: Error }) =>
  renderToString(
    <QueryClientProvider client={clientWith([{ queryKey, ...entry }])}>
      <GrantsList userId="u1" />
    </QueryClientProvider>,
  );

// The member's grants load, fail or show; a failure never reads "no grant yet".
describe('GrantsList', () => {
  it('lists the grants, or says there is none', () => {
    expect(render({ data: { subscriptions: [grantView()] } })).toContain(
      'aria-label="Assinaturas do usuário"',
    );
    expect(render({ data: { subscriptions: [] } })).toContain('Nenhuma assinatura ainda.');
  });

  it('a failed load is an error with a retry, never the empty text', () => {
    const html = render({ error: new ApiError(500, 'Erro interno do servidor') });
    expect(html).toContain(LOAD_ERROR);
    expect(html).toContain('Tentar novamente');
    expect(html).not.toContain('Nenhuma assinatura ainda.');
  });
});
