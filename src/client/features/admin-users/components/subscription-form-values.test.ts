import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import type { PlanPrice } from '../../../../shared/schemas/plan-prices';
import { adminUserWith, grantView } from '../../../test/grant-view';
import { grantActions, grantBeingEdited, initialFormValues, planDefaults } from './subscription-form-values';

// 10 January 2026, 01:30 UTC: still 9 January in São Paulo (UTC−3).
const NOW = new Date('2026-01-10T01:30:00Z');

const price = (plan: PlanPrice['plan'], value: number, months: number | null): PlanPrice => ({
  plan,
  price: value,
  months,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'admin@example.com',
});
const PRICES = [price('mensal', 197, 1), price('anual', 1747, 12), price('vitalicio', 2497, null)];

const member = (subscription: AdminUser['subscription']) => adminUserWith(subscription, NOW);

describe('planDefaults (choosing a plan in the dialog)', () => {
  it("sets the plan's price and its end, today + its months as a São Paulo day", () => {
    expect(planDefaults('mensal', PRICES, NOW)).toEqual({ price: 197, expiresOn: '2026-02-09' });
    expect(planDefaults('anual', PRICES, NOW)).toEqual({ price: 1747, expiresOn: '2027-01-09' });
  });

  it('gives Vitalício no end', () => {
    expect(planDefaults('vitalicio', PRICES, NOW)).toEqual({ price: 2497, expiresOn: null });
  });

  it('follows the prices the admin set', () => {
    expect(planDefaults('mensal', [price('mensal', 99.9, 3)], NOW)).toEqual({
      price: 99.9,
      expiresOn: '2026-04-09',
    });
  });
});

describe('initialFormValues', () => {
  it('starts a member who never had a plan on Mensal, active, at its price and length', () => {
    expect(initialFormValues(member(null), PRICES, NOW)).toEqual({
      plan: 'mensal',
      status: 'active',
      price: 197,
      expiresOn: '2026-02-09',
    });
  });

  it('offers a lapsed member a new grant of their last plan at today’s price', () => {
    const lapsed = grantView({
      plan: 'anual',
      status: 'expired',
      price: 1500,
      expiresAt: '2025-12-01T02:59:59.999Z',
    });
    expect(initialFormValues(member(lapsed), PRICES, NOW)).toEqual({
      plan: 'anual',
      status: 'active',
      price: 1747,
      expiresOn: '2027-01-09',
    });
  });

  it('edits the grant giving access as it is, its end as a São Paulo day', () => {
    const current = grantView({
      plan: 'anual',
      status: 'cancelled',
      price: 1500,
      expiresAt: '2026-06-01T02:59:59.999Z',
    });
    expect(initialFormValues(member(current), PRICES, NOW)).toEqual({
      plan: 'anual',
      status: 'cancelled',
      price: 1500,
      expiresOn: '2026-05-31',
    });
  });

  it('edits a lifetime grant with no end', () => {
    const lifetime = grantView({ plan: 'vitalicio', price: 2000, expiresAt: null });
    expect(initialFormValues(member(lifetime), PRICES, NOW)).toMatchObject({
      plan: 'vitalicio',
      expiresOn: null,
    });
  });
});

describe('grantBeingEdited and the actions it allows', () => {
  it('is the deciding grant only while it gives access', () => {
    const current = grantView({ expiresAt: '2026-02-01T00:00:00.000Z' });
    expect(grantBeingEdited(member(current), NOW)).toBe(current);
    expect(grantBeingEdited(member(grantView({ expiresAt: '2026-01-01T00:00:00.000Z' })), NOW)).toBeNull();
    expect(grantBeingEdited(member(grantView({ status: 'refunded', expiresAt: null })), NOW)).toBeNull();
    expect(grantBeingEdited(member(null), NOW)).toBeNull();
  });

  it('offers every action on a grant with an end', () => {
    expect(grantActions(grantView())).toEqual({ canCancel: true, canEnd: true, canRemove: true });
  });

  it('offers no Cancelar ao fim do período for a lifetime grant or one already cancelled', () => {
    expect(grantActions(grantView({ plan: 'vitalicio', endsInDays: null }))).toEqual({
      canCancel: false,
      canEnd: true,
      canRemove: true,
    });
    expect(grantActions(grantView({ status: 'cancelled' })).canCancel).toBe(false);
  });

  it('offers nothing when no grant gives access', () => {
    expect(grantActions(null)).toEqual({ canCancel: false, canEnd: false, canRemove: false });
  });
});
