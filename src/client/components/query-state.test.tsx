import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError, SessionEndedError } from '../lib/api';
import { LOAD_ERROR, type LoadableQuery, QueryState } from './query-state';

const EMPTY_TEXT = 'Nenhum item disponível';

function render(query: Partial<LoadableQuery<string[]>>, loading?: string) {
  const full: LoadableQuery<string[]> = {
    data: undefined,
    error: null,
    isError: false,
    isFetching: false,
    refetch: () => {},
    ...query,
  };
  return renderToString(
    <QueryState query={full} loading={loading}>
      {(items) => (items.length ? items.join(', ') : EMPTY_TEXT)}
    </QueryState>,
  );
}

const retryButton = (html: string) => html.match(/<button[^>]*>(?:(?!<\/button>).)*Tentar novamente/)?.[0];

describe('QueryState', () => {
  it('shows Carregando... while the first load runs', () => {
    const html = render({ isFetching: true });
    expect(html).toContain('Carregando...');
    expect(html).not.toContain(EMPTY_TEXT);
  });

  it('shows its own loading state (a skeleton) instead, when given one; an error still wins', () => {
    expect(render({ isFetching: true }, 'Esqueleto')).toContain('Esqueleto');
    const failed = render({ isError: true, error: new ApiError(500, 'x') }, 'Esqueleto');
    expect(failed).toContain(LOAD_ERROR);
    expect(failed).not.toContain('Esqueleto');
  });

  it('shows the data, and its own empty state when there is none', () => {
    expect(render({ data: ['Apostila'] })).toContain('Apostila');
    const empty = render({ data: [] });
    expect(empty).toContain(EMPTY_TEXT);
    expect(empty).not.toContain('Tentar novamente');
  });

  it('a failed load is an error with a retry, never the empty state', () => {
    const html = render({ isError: true, error: new ApiError(500, 'Erro interno do servidor') });
    expect(html).toContain(LOAD_ERROR);
    expect(html).toContain('role="alert"');
    expect(html).not.toContain(EMPTY_TEXT);
    expect(html).not.toContain('Carregando...');
    expect(retryButton(html)).not.toContain('disabled=""');
  });

  it('a network failure reads the same generic message', () => {
    expect(render({ isError: true, error: new ApiError(0, 'sem rede') })).toContain(LOAD_ERROR);
  });

  it('a refusal the server explained (4xx) shows its message', () => {
    const html = render({ isError: true, error: new ApiError(403, 'Acesso negado') });
    expect(html).toContain('Acesso negado');
    expect(html).not.toContain(LOAD_ERROR);
  });

  it('the retry is disabled while it runs', () => {
    const html = render({ isError: true, isFetching: true, error: new ApiError(500, 'x') });
    expect(retryButton(html)).toContain('disabled=""');
  });

  it('a failed refresh keeps the data on screen under the error', () => {
    const html = render({ data: ['Apostila'], isError: true, error: new ApiError(500, 'x') });
    expect(html).toContain(LOAD_ERROR);
    expect(html).toContain('Apostila');
  });

  it('an ended session shows no error: the sign-in page explains it', () => {
    const html = render({ isError: true, error: new SessionEndedError(401, 'Não autenticado') });
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain(EMPTY_TEXT);
    expect(html).toContain('Carregando...');
  });
});
