import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../../shared/constants';
import { planPriceSchema } from '../../../../shared/schemas/plan-prices';
import { PlanPriceForm } from './plan-price-form';

const renderRow = (plan: Plan, months: number | null) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <PlanPriceForm
        price={{ plan, price: 197, months, updatedAt: '2026-01-01T00:00:00Z', updatedBy: 'a@example.com' }}
      />
    </QueryClientProvider>,
  );

describe('PlanPriceForm', () => {
  it('asks a recurring plan for its price and its length in months', () => {
    const html = renderRow('anual', 12);
    expect(html).toContain('aria-label="Preço do plano Anual"');
    expect(html).toContain('id="plan-price-anual"');
    expect(html).toContain('id="plan-months-anual"');
    expect(html).not.toContain('Sem fim');
  });

  it('gives Vitalício a price and no length: "Sem fim"', () => {
    const html = renderRow('vitalicio', null);
    expect(html).toContain('id="plan-price-vitalicio"');
    expect(html).not.toContain('id="plan-months-vitalicio"');
    expect(html).toContain('Sem fim');
  });
});

/** What the row's form shows under each field for the values its inputs produce (an empty number: NaN). */
async function fieldErrors(values: { price: number; months: number | null }) {
  const resolve = zodResolver(planPriceSchema);
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe('the plan price row (planPriceSchema through the form)', () => {
  it('accepts a price with cents and a length, and Vitalício with none', async () => {
    expect(await fieldErrors({ price: 197.9, months: 1 })).toEqual({});
    expect(await fieldErrors({ price: 2497, months: null })).toEqual({});
  });

  it.each([
    [{ price: Number.NaN, months: 1 }, { price: 'Informe o preço.' }],
    [{ price: -1, months: 1 }, { price: 'O preço não pode ser negativo.' }],
    [{ price: 1.999, months: 1 }, { price: 'O preço deve ter no máximo duas casas decimais.' }],
    [{ price: 100_000_000, months: 1 }, { price: 'O preço é alto demais.' }],
    [{ price: 197, months: Number.NaN }, { months: 'Informe a duração em meses.' }],
    [{ price: 197, months: 0 }, { months: 'A duração deve ser de 1 a 120 meses.' }],
    [{ price: 197, months: 1.5 }, { months: 'A duração deve ser de 1 a 120 meses.' }],
    [{ price: 197, months: 121 }, { months: 'A duração deve ser de 1 a 120 meses.' }],
  ])('shows the pt-BR message under the field for %o', async (values, expected) => {
    expect(await fieldErrors(values)).toEqual(expected);
  });
});
