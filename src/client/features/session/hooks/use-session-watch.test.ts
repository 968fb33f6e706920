import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../../shared/schemas/session';
import { endSession, noteViewer, sessionHasEnded } from '../../../lib/session-end';
import { meQueryOptions } from '../api/get-me';
import { watchSession } from './use-session-watch';

const ME_KEY = meQueryOptions.queryKey;
const SIGNED_IN: MeResponse = {
  profile: { id: 'u1', email: 'ana@example.com', fullName: 'Ana', role: 'user', createdAt: '2026-01-01' },
  subscription: null,
};
const LIBRARY_KEY = ['library', { page: 1 }];

describe('watchSession', () => {
  let queryClient: QueryClient;
  let stop: () => void;
  beforeEach(() => {
    noteViewer(true);
    queryClient = new QueryClient();
    queryClient.setQueryData(ME_KEY, SIGNED_IN);
    queryClient.setQueryData(LIBRARY_KEY, { items: ['prompt secreto'] });
    stop = watchSession(queryClient);
  });
  afterEach(() => stop());

  const expectForgotten = () => {
    expect(queryClient.getQueryData(ME_KEY)).toEqual({ profile: null, subscription: null });
    expect(queryClient.getQueryData(LIBRARY_KEY)).toBeUndefined();
  };

  it('a 401 forgets the viewer and every member query', () => {
    endSession();
    expectForgotten();
  });

  it('/api/me answering "signed out" after a profile ends the session and forgets it all', async () => {
    await queryClient.fetchQuery({
      ...meQueryOptions,
      staleTime: 0,
      queryFn: async () => ({ ...SIGNED_IN, profile: null }),
    });
    expect(sessionHasEnded()).toBe(true);
    expectForgotten();
  });

  it('a new profile after sign-in starts a new session', async () => {
    endSession();
    await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0, queryFn: async () => SIGNED_IN });
    expect(sessionHasEnded()).toBe(false);
  });

  it('forgets on mount a session that ended while nothing watched', () => {
    stop();
    const other = new QueryClient();
    other.setQueryData(ME_KEY, SIGNED_IN);
    other.setQueryData(LIBRARY_KEY, { items: [] });
    endSession();
    stop = watchSession(other);
    expect(other.getQueryData(ME_KEY)).toEqual({ profile: null, subscription: null });
    expect(other.getQueryData(LIBRARY_KEY)).toBeUndefined();
  });

  it('stops watching when unsubscribed', () => {
    stop();
    endSession();
    expect(queryClient.getQueryData(ME_KEY)).toEqual(SIGNED_IN);
  });
});
