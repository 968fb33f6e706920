import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { MeResponse, Profile } from '../../../../shared/schemas/session';
import type { SubscriptionView } from '../../../../shared/subscription-rules';
import { renderHookOnce } from '../../../test/render-hook-once';
import { meQueryOptions } from '../../session/api/get-me';
import { latestSubscriptionQueryOptions } from '../api/get-latest-subscription';
import { usePlanState } from './use-plan-state';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

const profile = (role: Profile['role']): Profile => ({
  id: 'u1',
  email: 'ana@example.com',
  fullName: 'Ana',
  role,
  createdAt: inDays(-400),
});
const subscription = (status: SubscriptionView['status'], expiresInDays: number): SubscriptionView => ({
  id: 's1',
  plan: 'mensal',
  status,
  price: 4990,
  startedAt: inDays(expiresInDays - 30),
  expiresAt: inDays(expiresInDays),
});

let client: QueryClient;
afterEach(() => client.clear());

/** usePlanState over what /api/me and /api/me/subscription answered (undefined: not yet). */
function planStateWith(me: MeResponse, latest?: SubscriptionView | null) {
  client = new QueryClient();
  client.setQueryData(meQueryOptions.queryKey, me);
  if (latest !== undefined)
    client.setQueryData(latestSubscriptionQueryOptions.queryKey, { subscription: latest });
  return renderHookOnce(usePlanState, (probe) => (
    <QueryClientProvider client={client}>{probe}</QueryClientProvider>
  ));
}

describe('usePlanState', () => {
  it('is null while /api/me has not answered', () => {
    client = new QueryClient();
    expect(
      renderHookOnce(usePlanState, (probe) => (
        <QueryClientProvider client={client}>{probe}</QueryClientProvider>
      )),
    ).toBeNull();
  });

  it('answers admin for an admin, without asking for the newest subscription', () => {
    expect(planStateWith({ profile: profile('admin'), subscription: null })).toEqual({ kind: 'admin' });
  });

  it('answers active from /api/me alone, with the days left and the 7-day warning', () => {
    const current = subscription('active', 5);
    expect(planStateWith({ profile: profile('user'), subscription: current })).toEqual({
      kind: 'active',
      subscription: current,
      daysLeft: 5,
      expiringSoon: true,
    });
  });

  it('waits for the newest subscription when there is no active one', () => {
    expect(planStateWith({ profile: profile('user'), subscription: null })).toBeNull();
  });

  it('answers lapsed with the real expired or cancelled row', () => {
    const expired = subscription('expired', -3);
    expect(planStateWith({ profile: profile('user'), subscription: null }, expired)).toEqual({
      kind: 'lapsed',
      subscription: expired,
    });
  });

  it('answers never for a member who never had a plan', () => {
    expect(planStateWith({ profile: profile('user'), subscription: null }, null)).toEqual({ kind: 'never' });
  });
});
