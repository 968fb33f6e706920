import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_KIND_ACTIONS, AUDIT_KINDS } from './audit-actions';

describe('the audit filter', () => {
  it('puts every recorded action under exactly one kind, so "Tipo de ação" finds each', () => {
    const filed = AUDIT_KINDS.flatMap((kind) => AUDIT_KIND_ACTIONS[kind]);
    expect([...filed].sort()).toEqual(Object.keys(AUDIT_ACTION_LABELS).sort());
    expect(new Set(filed).size).toBe(filed.length);
  });
});
