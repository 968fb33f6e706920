import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants';
import { daysRemaining, isSubscriptionActive, planBadge, type SubscriptionView } from './subscription-rules';

const now = new Date('2026-03-10T12:00:00Z');
const sub = (days: number, over: Partial<SubscriptionView> = {}): SubscriptionView => ({
  id: 's1',
  plan: 'anual',
  status: 'active',
  price: 1747,
  startedAt: new Date(now.getTime() - 300 * DAY_MS).toISOString(),
  expiresAt: new Date(now.getTime() + days * DAY_MS).toISOString(),
  ...over,
});

describe('isSubscriptionActive (SPEC §4)', () => {
  it('needs status active and an expiry in the future', () => {
    expect(isSubscriptionActive(sub(1), now)).toBe(true);
    expect(isSubscriptionActive(sub(-1), now)).toBe(false);
    expect(isSubscriptionActive(sub(10, { status: 'cancelled' }), now)).toBe(false);
    expect(isSubscriptionActive(sub(10, { status: 'expired' }), now)).toBe(false);
    expect(isSubscriptionActive(null, now)).toBe(false);
  });
});

describe('daysRemaining', () => {
  it('rounds up and never goes below zero', () => {
    expect(daysRemaining(sub(2.2).expiresAt, now)).toBe(3);
    expect(daysRemaining(sub(-4).expiresAt, now)).toBe(0);
  });
});

describe('planBadge (SPEC §4 top bar)', () => {
  it('shows Admin for admins whatever the subscription', () => {
    expect(planBadge('admin', null, now)).toEqual({ label: 'Admin', variant: 'default' });
  });
  it('shows Sem Plano in the destructive style without a subscription', () => {
    expect(planBadge('user', null, now)).toEqual({ label: 'Sem Plano', variant: 'destructive' });
  });
  it('capitalises the plan, secondary within 7 days of expiry', () => {
    expect(planBadge('user', sub(30), now)).toEqual({ label: 'Anual', variant: 'default' });
    expect(planBadge('user', sub(6), now)).toEqual({ label: 'Anual', variant: 'secondary' });
    expect(planBadge('user', sub(30, { plan: 'vitalicio' }), now).label).toBe('Vitalício');
  });
});
