import { describe, expect, it } from 'vitest';
import { evaluateGuard } from './routes';

const member = { role: 'user', hasActiveSubscription: false } as const;
const subscriber = { role: 'user', hasActiveSubscription: true } as const;
const admin = { role: 'admin', hasActiveSubscription: false } as const;

describe('evaluateGuard (the guard order)', () => {
  it('lets anyone see public routes', () => {
    expect(evaluateGuard('visitor', null)).toEqual({ allow: true });
  });

  it('sends visitors to /auth from every protected level', () => {
    for (const access of ['member', 'subscriber', 'admin'] as const) {
      expect(evaluateGuard(access, null)).toEqual({ allow: false, redirectTo: '/auth' });
    }
  });

  it('sends non-admins to /dashboard from admin routes, even with a subscription', () => {
    expect(evaluateGuard('admin', subscriber)).toEqual({ allow: false, redirectTo: '/dashboard' });
    expect(evaluateGuard('admin', member)).toEqual({ allow: false, redirectTo: '/dashboard' });
  });

  it('sends members without an active subscription to /subscription-expired', () => {
    expect(evaluateGuard('subscriber', member)).toEqual({
      allow: false,
      redirectTo: '/subscription-expired',
    });
    expect(evaluateGuard('subscriber', subscriber)).toEqual({ allow: true });
    expect(evaluateGuard('member', member)).toEqual({ allow: true });
  });

  it('lets admins through every level without a subscription', () => {
    for (const access of ['member', 'subscriber', 'admin'] as const) {
      expect(evaluateGuard(access, admin)).toEqual({ allow: true });
    }
  });
});
