import { describe, expect, it } from 'vitest';
import { DAY_MS } from './constants';
import {
  daysRemaining,
  daysText,
  givesAccess,
  isSubscriptionActive,
  planBadge,
  planState,
  type SubscriptionView,
  standingLabel,
  standingOf,
} from './subscription-rules';

const now = new Date('2026-03-10T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
const sub = (days: number | null, over: Partial<SubscriptionView> = {}): SubscriptionView => ({
  id: 's1',
  plan: 'anual',
  status: 'active',
  source: 'manual',
  price: 1747,
  startedAt: inDays(-300),
  expiresAt: days === null ? null : inDays(days),
  ...over,
});

describe('givesAccess: the one access rule', () => {
  it('active or cancelled at period end, until the end; no end is for good', () => {
    expect(givesAccess('active', inDays(1), now)).toBe(true);
    expect(givesAccess('cancelled', inDays(1), now)).toBe(true);
    expect(givesAccess('active', null, now)).toBe(true);
    expect(givesAccess('active', inDays(-1), now)).toBe(false);
    expect(givesAccess('cancelled', inDays(-1), now)).toBe(false);
  });
  it('never for ended, refunded or expired grants, whatever their date', () => {
    for (const status of ['ended', 'refunded', 'expired'] as const) {
      expect(givesAccess(status, inDays(30), now)).toBe(false);
      expect(givesAccess(status, null, now)).toBe(false);
    }
    expect(isSubscriptionActive(null, now)).toBe(false);
  });
});

describe('daysRemaining', () => {
  it('rounds up and never goes below zero', () => {
    expect(daysRemaining(inDays(2.2), now)).toBe(3);
    expect(daysRemaining(inDays(-4), now)).toBe(0);
  });
});

describe('standingOf and standingLabel: what the admin list and CSV say', () => {
  const label = (...args: Parameters<typeof standingOf>) => standingLabel(standingOf(...args));
  it('words each standing', () => {
    expect(label('active', inDays(30), now)).toBe('Ativa');
    expect(label('active', null, now)).toBe('Ativa');
    expect(label('active', inDays(4.5), now)).toBe('Vence em 5 dias');
    expect(label('active', inDays(0.5), now)).toBe('Vence em 1 dia');
    expect(label('cancelled', '2026-04-25T02:59:59.999Z', now)).toBe('Cancelada (acesso até 24/04)');
    expect(label('expired', inDays(-3), now)).toBe('Expirada');
    expect(label('refunded', inDays(20), now)).toBe('Reembolsada');
    expect(label('ended', inDays(20), now)).toBe('Encerrada');
    expect(label('never', null, now)).toBe('Nunca assinou');
  });
  it('reads a grant whose end passed as expired before the expiry job marks it', () => {
    expect(standingOf('active', inDays(-1), now)).toEqual({ kind: 'expired' });
    expect(standingOf('cancelled', inDays(-1), now)).toEqual({ kind: 'expired' });
  });
});

describe('planBadge (the top bar) agrees with the dashboard', () => {
  it('shows Admin for admins whatever the subscription', () => {
    expect(planBadge('admin', null, now)).toEqual({ label: 'Admin', variant: 'default' });
    expect(planBadge('admin', sub(-3, { status: 'expired' }), now).label).toBe('Admin');
  });
  it('shows Sem Plano in the destructive style to someone who never had a plan', () => {
    expect(planBadge('user', null, now)).toEqual({ label: 'Sem Plano', variant: 'destructive' });
  });
  it('capitalises the plan, secondary within 7 days of its end; lifetime never is', () => {
    expect(planBadge('user', sub(30), now)).toEqual({ label: 'Anual', variant: 'default' });
    expect(planBadge('user', sub(6), now)).toEqual({ label: 'Anual', variant: 'secondary' });
    expect(planBadge('user', sub(null, { plan: 'vitalicio' }), now)).toEqual({
      label: 'Vitalício',
      variant: 'default',
    });
  });
  it('says a lapsed plan lapsed, in the destructive style', () => {
    expect(planBadge('user', sub(-3, { status: 'expired' }), now)).toEqual({
      label: 'Expirado',
      variant: 'destructive',
    });
    expect(planBadge('user', sub(-1), now).label).toBe('Expirado');
    expect(planBadge('user', sub(20, { status: 'refunded' }), now).label).toBe('Reembolsado');
    expect(planBadge('user', sub(20, { status: 'ended' }), now).label).toBe('Encerrado');
  });
});

describe('planState: one answer for the dashboard, the Plano tab, the notice and the expired page', () => {
  it('admins stand apart from any subscription', () => {
    expect(planState('admin', sub(-3, { status: 'expired' }), now)).toEqual({ kind: 'admin' });
  });

  it('an active plan counts its days and warns within the last 7', () => {
    expect(planState('user', sub(30), now)).toMatchObject({
      kind: 'active',
      daysLeft: 30,
      expiringSoon: false,
    });
    expect(planState('user', sub(4.5), now)).toMatchObject({
      kind: 'active',
      daysLeft: 5,
      expiringSoon: true,
    });
    expect(planState('user', sub(7), now)).toMatchObject({ expiringSoon: true });
    expect(planState('user', sub(8), now)).toMatchObject({ expiringSoon: false });
  });

  it('a lifetime plan has no days to count and never is about to expire', () => {
    expect(planState('user', sub(null, { plan: 'vitalicio' }), now)).toMatchObject({
      kind: 'active',
      daysLeft: null,
      expiringSoon: false,
    });
  });

  it('a plan cancelled at period end keeps access until then, and says so', () => {
    expect(planState('user', sub(20, { status: 'cancelled' }), now)).toMatchObject({
      kind: 'active',
      cancelled: true,
      daysLeft: 20,
    });
  });

  it('expired, ended, refunded or past its date: lapsed, with the real grant', () => {
    for (const grant of [
      sub(-3, { status: 'expired' }),
      sub(20, { status: 'ended' }),
      sub(20, { status: 'refunded' }),
      sub(-1),
    ])
      expect(planState('user', grant, now)).toEqual({ kind: 'lapsed', subscription: grant });
  });

  it('someone who never had a plan is told so, never that it expired', () => {
    expect(planState('user', null, now)).toEqual({ kind: 'never' });
  });

  it('counts days in Portuguese', () => {
    expect(daysText(1)).toBe('1 dia');
    expect(daysText(5)).toBe('5 dias');
  });
});
