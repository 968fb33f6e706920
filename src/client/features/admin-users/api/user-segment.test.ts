import { describe, expect, it } from 'vitest';
import { readSegment, segmentQuery } from './user-segment';

describe('the segment in the address', () => {
  it('reads every filter by its Portuguese parameter', () => {
    const params = new URLSearchParams(
      'status=expiring&dias=30&plano=anual&origem=kiwify&desde=2026-01-01&ate=2026-01-31',
    );
    expect(readSegment(params, 'gon')).toEqual({
      search: 'gon',
      status: 'expiring',
      days: 30,
      plan: 'anual',
      source: 'kiwify',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('reads unknown or malformed values as no filter, and the window as 7 days', () => {
    const params = new URLSearchParams(
      'status=Ativa&dias=0&plano=ouro&origem=paypal&desde=2026-02-31&ate=ontem',
    );
    expect(readSegment(params, '')).toEqual({
      search: '',
      status: undefined,
      days: 7,
      plan: undefined,
      source: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('asks the API only for the filters set, the 7-day window left to its default', () => {
    expect(segmentQuery(readSegment(new URLSearchParams('status=expiring&plano=anual'), ''))).toEqual({
      status: 'expiring',
      plan: 'anual',
    });
    expect(segmentQuery(readSegment(new URLSearchParams('status=active&dias=30'), ''))).toEqual({
      status: 'active',
    });
  });
});
