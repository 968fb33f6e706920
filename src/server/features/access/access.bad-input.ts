import { type BadInput, endpoint } from '../../../../test/bad-input';

export const badInput: BadInput = () => ({
  endpoints: [
    endpoint({
      route: 'PUT /api/admin/plan-prices/:plan',
      admin: true,
      path: () => '/api/admin/plan-prices/mensal',
      valid: { price: 197, months: 1 },
      // Months: a whole number of 1 to 120, checked like a price (no text, no null for Mensal).
      fields: { price: 'price', months: 'price' },
    }),
  ],
});
