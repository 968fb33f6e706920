import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../shared/format';
import { describeChange } from './describe-change';

describe('describeChange (grant snapshots)', () => {
  it('shows a lifetime grant’s end as "Sem fim"', () => {
    const lines = describeChange({
      before: { plan: 'mensal', expiresAt: '2026-02-01T02:59:59.999Z' },
      after: { plan: 'vitalicio', expiresAt: null },
    });
    expect(lines).toContainEqual({
      label: 'Expira em',
      before: formatDate('2026-02-01T02:59:59.999Z'),
      after: 'Sem fim',
    });
    expect(lines).toContainEqual({ label: 'Plano', before: 'Mensal', after: 'Vitalício' });
  });

  it('names the grant’s source and shows its reference', () => {
    const lines = describeChange({
      before: null,
      after: { plan: 'anual', status: 'active', source: 'hotmart', reference: 'HP123' },
    });
    expect(lines).toContainEqual({ label: 'Origem', after: 'Hotmart' });
    expect(lines).toContainEqual({ label: 'Referência', after: 'HP123' });
    expect(lines).toContainEqual({ label: 'Status', after: 'Ativa' });
  });

  it('words the new statuses', () => {
    const lines = describeChange({ before: { status: 'active' }, after: { status: 'ended' } });
    expect(lines).toEqual([{ label: 'Status', before: 'Ativa', after: 'Encerrada' }]);
  });

  it('names a support ticket and words its statuses (issue 18)', () => {
    const lines = describeChange({
      before: { ticket: '0f8e7d6c-1111-4000-8000-000000000000', ticketStatus: 'pending' },
      after: { ticket: '0f8e7d6c-1111-4000-8000-000000000000', ticketStatus: 'answered' },
    });
    expect(lines).toEqual([{ label: 'Situação do ticket', before: 'Pendente', after: 'Respondido' }]);
    expect(
      describeChange({ before: null, after: { ticket: '0f8e7d6c-1111-4000-8000-000000000000' } }),
    ).toEqual([{ label: 'Ticket', after: '#0f8e7d6c' }]);
  });
});
