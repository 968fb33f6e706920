import { describe, expect, it } from 'vitest';
import { activityText } from './ip-spread-section';

describe('Membros com mais IPs: what each member did', () => {
  it('never reads "0 pedidos" for a member seen only signing in', () => {
    expect(activityText({ requestCount: 0, signInCount: 3 })).toBe('3 entradas');
  });

  it('names both, in the right number', () => {
    expect(activityText({ requestCount: 1, signInCount: 1 })).toBe('1 pedido de código · 1 entrada');
    expect(activityText({ requestCount: 4, signInCount: 0 })).toBe('4 pedidos de código');
  });
});
