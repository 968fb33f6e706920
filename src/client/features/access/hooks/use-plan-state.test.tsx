import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { MeResponse, Profile } from '../../../../shared/schemas/session';
import { grantView, inDays } from '../../../test/grant-view';
import { renderHookOnce } from '../../../test/render-hook-once';
import { meQueryOptions } from '../../session/api/get-me';
import { usePlanState } from './use-plan-state';

const profile = (role: Profile['role']): Profile => ({
  id: 'u1',
  email: 'ana@example.com',
  fullName: 'Ana',
  role,
  createdAt: inDays(-400),
});

let client: QueryClient;
afterEach(() => client.clear());

/** usePlanState over what /api/me answered (undefined: not yet). */
function planStateWith(me?: MeResponse) {
  client = new QueryClient();
  if (me) client.setQueryData(meQueryOptions.queryKey, me);
  return renderHookOnce(usePlanState, (probe) => (
    <QueryClientProvider client={client}>{probe}</QueryClientProvider>
  ));
}

describe('usePlanState', () => {
  it('is null while /api/me has not answered', () => {
    expect(planStateWith()).toBeNull();
  });

  it('answers admin for an admin', () => {
    expect(planStateWith({ profile: profile('admin'), subscription: null })).toEqual({ kind: 'admin' });
  });

  it('answers active from /api/me alone, with the days left and the 7-day warning', () => {
    const current = grantView({ endsInDays: 5 });
    expect(planStateWith({ profile: profile('user'), subscription: current })).toEqual({
      kind: 'active',
      subscription: current,
      daysLeft: 5,
      expiringSoon: true,
      cancelled: false,
    });
  });

  it('answers lapsed from the deciding grant /api/me carries, whatever ended it', () => {
    for (const lapsed of [
      grantView({ status: 'expired', endsInDays: -3 }),
      grantView({ status: 'active', endsInDays: -1 }),
      grantView({ status: 'refunded' }),
      grantView({ status: 'ended', plan: 'vitalicio', endsInDays: null }),
    ])
      expect(planStateWith({ profile: profile('user'), subscription: lapsed })).toEqual({
        kind: 'lapsed',
        subscription: lapsed,
      });
  });

  it('answers never for a member who never had a plan', () => {
    expect(planStateWith({ profile: profile('user'), subscription: null })).toEqual({ kind: 'never' });
  });
});
