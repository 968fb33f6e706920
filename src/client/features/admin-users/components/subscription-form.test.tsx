import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import type { PlanPrice } from '../../../../shared/schemas/plan-prices';
import { adminUserWith, grantView } from '../../../test/grant-view';
import { SubscriptionForm } from './subscription-form';
import { toSubscriptionRequest } from './subscription-form-values';

const PRICES: PlanPrice[] = [
  { plan: 'mensal', price: 197, months: 1, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'a@example.com' },
  { plan: 'anual', price: 1747, months: 12, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'a@example.com' },
  {
    plan: 'vitalicio',
    price: 2497,
    months: null,
    updatedAt: '2026-01-01T00:00:00Z',
    updatedBy: 'a@example.com',
  },
];

function renderForm(subscription: AdminUser['subscription']) {
  const user = adminUserWith(subscription);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <SubscriptionForm user={user} prices={PRICES} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

/** The `<button>` whose text is `label`, as rendered (with its attributes). */
const button = (html: string, label: string) => html.match(new RegExp(`<button[^>]*>${label}</button>`))?.[0];

describe('SubscriptionForm', () => {
  // The values themselves are filled in by react-hook-form once mounted: initialFormValues' tests.
  it('gives a new member a date field and no grant actions', () => {
    const html = renderForm(null);
    expect(html).toContain('id="subscription-expiry"');
    expect(html).not.toContain('Nunca expira');
    for (const label of ['Cancelar ao fim do período', 'Encerrar agora', 'Remover'])
      expect(button(html, label)).toBeUndefined();
    expect(button(html, 'Salvar')).toBeDefined();
  });

  it('shows a lifetime grant as "Nunca expira", without a date field, and cannot cancel it at a period end', () => {
    const html = renderForm(grantView({ plan: 'vitalicio', price: 2497, endsInDays: null }));
    expect(html).toContain('Nunca expira');
    expect(html).not.toContain('id="subscription-expiry"');
    expect(button(html, 'Cancelar ao fim do período')).toContain('disabled=""');
    expect(button(html, 'Encerrar agora')).not.toContain('disabled=""');
    expect(button(html, 'Remover')).not.toContain('disabled=""');
  });

  it('offers every action on a grant with an end', () => {
    const html = renderForm(grantView({ endsInDays: 20 }));
    for (const label of ['Cancelar ao fim do período', 'Encerrar agora', 'Remover'])
      expect(button(html, label)).not.toContain('disabled=""');
  });

  it('sends no end for Vitalício, whatever the hidden date field held', () => {
    expect(toSubscriptionRequest({ plan: 'vitalicio', expiresOn: '2026-02-01' })).toEqual({
      plan: 'vitalicio',
      expiresOn: null,
    });
    expect(toSubscriptionRequest({ plan: 'mensal', expiresOn: '2026-02-01' })).toEqual({
      plan: 'mensal',
      expiresOn: '2026-02-01',
    });
  });
});
