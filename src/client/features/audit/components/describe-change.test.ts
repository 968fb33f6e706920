import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../../shared/format';
import { describeChange } from './describe-change';

describe('describeChange (the member page’s actions)', () => {
  it('says which access mail went out and how many sessions ended', () => {
    expect(describeChange({ before: null, after: { enviado: 'confirmação de email' } })).toEqual([
      { label: 'Email enviado', after: 'confirmação de email' },
    ]);
    expect(describeChange({ before: { sessoes: 2 }, after: null })).toEqual([
      { label: 'Sessões encerradas', before: '2' },
    ]);
  });
});

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

  it('names a support ticket and words its statuses', () => {
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

describe('describeChange (writes about no member)', () => {
  it('says a secret changed, never what it is', () => {
    const lines = describeChange({ before: null, after: { password: 'alterado', secret: 'alterado' } });
    expect(lines).toEqual([
      { label: 'Senha', after: 'alterado' },
      { label: 'Segredo do código', after: 'alterado' },
    ]);
  });

  it('words a content item’s status and a plan’s length', () => {
    expect(describeChange({ before: null, after: { active: false } })).toEqual([
      { label: 'Situação', after: 'Inativo' },
    ]);
    expect(describeChange({ before: { months: 1 }, after: { months: 12 } })).toEqual([
      { label: 'Duração', before: '1 mês', after: '12 meses' },
    ]);
  });

  it('lists only the fields an edit changed', () => {
    const lines = describeChange({
      before: { title: 'Pack antigo', fileUrl: 'https://a.example/x.zip', active: true },
      after: { title: 'Pack novo', fileUrl: 'https://a.example/x.zip', active: true },
    });
    expect(lines).toEqual([{ label: 'Título', before: 'Pack antigo', after: 'Pack novo' }]);
  });
});
