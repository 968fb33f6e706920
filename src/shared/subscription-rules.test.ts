import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants';
import {
  daysRemaining,
  daysText,
  isSubscriptionActive,
  planBadge,
  planState,
  type SubscriptionView,
} from './subscription-rules';

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

describe('planState: one answer for the dashboard, the Plano tab, the notice and the expired page', () => {
  it('admins stand apart from any subscription', () => {
    expect(planState('admin', null, sub(-3, { status: 'expired' }), now)).toEqual({ kind: 'admin' });
  });

  it('an active plan counts its days and warns within the last 7', () => {
    expect(planState('user', sub(30), sub(30), now)).toMatchObject({
      kind: 'active',
      daysLeft: 30,
      expiringSoon: false,
    });
    expect(planState('user', sub(4.5), sub(4.5), now)).toMatchObject({
      kind: 'active',
      daysLeft: 5,
      expiringSoon: true,
    });
    expect(planState('user', sub(7), sub(7), now)).toMatchObject({ expiringSoon: true });
    expect(planState('user', sub(8), sub(8), now)).toMatchObject({ expiringSoon: false });
  });

  it('a lifetime plan is never about to expire', () => {
    expect(planState('user', sub(3, { plan: 'vitalicio' }), null, now)).toMatchObject({
      expiringSoon: false,
    });
  });

  it('expired, cancelled or past its date: lapsed, with the real row', () => {
    const expired = sub(-3, { status: 'expired' });
    expect(planState('user', null, expired, now)).toEqual({ kind: 'lapsed', subscription: expired });
    const cancelled = sub(20, { status: 'cancelled' });
    expect(planState('user', null, cancelled, now)).toEqual({ kind: 'lapsed', subscription: cancelled });
    // An "active" row whose date passed before the nightly job marked it.
    expect(planState('user', sub(-1), sub(-1), now)).toMatchObject({ kind: 'lapsed' });
  });

  it('someone who never had a plan is told so, never that it expired', () => {
    expect(planState('user', null, null, now)).toEqual({ kind: 'never' });
  });

  it('counts days in Portuguese', () => {
    expect(daysText(1)).toBe('1 dia');
    expect(daysText(5)).toBe('5 dias');
  });
});
