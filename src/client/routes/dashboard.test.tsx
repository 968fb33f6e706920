import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { meQueryOptions } from '../features/session/api/get-me';
import { grantView } from '../test/grant-view';
import { clientWith } from '../test/query-cache';
import { Component as Dashboard } from './dashboard';

const profile = { id: 'u1', email: 'maria@example.com', fullName: 'Maria Silva', role: 'user' };

/** The Status card's markup, from its title to the end of its badge. */
const statusCard = (subscription: unknown) => {
  const html = renderToString(
    <QueryClientProvider
      client={clientWith([{ queryKey: meQueryOptions.queryKey, data: { profile, subscription } }])}
    >
      <MemoryRouter>
        <Dashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const start = html.lastIndexOf('Status', html.indexOf('data-testid="dashboard-status"'));
  return html.slice(start, html.indexOf('</span>', html.indexOf('data-testid="dashboard-status"')));
};

describe('dashboard Status card', () => {
  it('shows a check beside Ativo', () => {
    const card = statusCard(grantView());
    expect(card).toContain('Ativo');
    expect(card).toContain('lucide-circle-check');
  });

  it('never shows a check beside Inativo', () => {
    const card = statusCard(null);
    expect(card).toContain('Inativo');
    expect(card).not.toContain('lucide-circle-check');
    expect(card).toContain('lucide-circle-x');
  });
});
