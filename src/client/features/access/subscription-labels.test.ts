import { describe, expect, it } from 'vitest';
import { formatDate, formatDayMonth } from '../../../shared/format';
import { planBadge, planState, type SubscriptionView } from '../../../shared/subscription-rules';
import { grantView } from '../../test/grant-view';
import { grantWord, lapsedStatus, planLabel, statusLabel, validityLabel } from './subscription-labels';

/** What the member sees in the top bar and on the dashboard cards for one deciding grant. */
function memberViews(subscription: SubscriptionView | null, role: 'user' | 'admin' = 'user') {
  const state = planState(role, subscription);
  return {
    badge: planBadge(role, subscription),
    plan: planLabel(state),
    validity: validityLabel(state),
    status: statusLabel(state),
  };
}

describe('the top-bar badge and the dashboard agree in every state', () => {
  it('admin', () => {
    const views = memberViews(null, 'admin');
    expect(views.badge.label).toBe('Admin');
    expect(views.plan.title).toBe('Admin');
    expect(views.validity).toEqual({ title: 'Ilimitado', detail: 'Sem data de expiração' });
    expect(views.status).toBe('Ativo');
  });

  it('never had a plan: Sem Plano on both, Inativo', () => {
    const views = memberViews(null);
    expect(views.badge).toEqual({ label: 'Sem Plano', variant: 'destructive' });
    expect(views.plan.title).toBe('Sem Plano');
    expect(views.status).toBe('Inativo');
  });

  it('active with an end: the plan on both, the date and the days left', () => {
    const grant = grantView({ plan: 'anual', endsInDays: 30 });
    const views = memberViews(grant);
    expect(views.badge).toEqual({ label: 'Anual', variant: 'default' });
    expect(views.plan.title).toBe('Anual');
    expect(views.validity).toEqual({
      title: formatDate(grant.expiresAt as string),
      detail: '30 dias restantes',
    });
    expect(views.status).toBe('Ativo');
  });

  it('active in its last day: "1 dia restante" and the secondary badge', () => {
    const views = memberViews(grantView({ endsInDays: 0.5 }));
    expect(views.badge.variant).toBe('secondary');
    expect(views.validity.detail).toBe('1 dia restante');
  });

  it('lifetime: Vitalício on both, "Acesso para sempre", never a date', () => {
    const views = memberViews(grantView({ plan: 'vitalicio', endsInDays: null }));
    expect(views.badge).toEqual({ label: 'Vitalício', variant: 'default' });
    expect(views.plan.title).toBe('Vitalício');
    expect(views.validity).toEqual({ title: 'Vitalício', detail: 'Acesso para sempre' });
    expect(views.status).toBe('Ativo');
  });

  it('cancelled at the end of its period: still the plan and Ativo, with the day access ends', () => {
    const grant = grantView({ status: 'cancelled', endsInDays: 12 });
    const day = formatDate(grant.expiresAt as string);
    const views = memberViews(grant);
    expect(views.badge).toEqual({ label: 'Mensal', variant: 'default' });
    expect(views.plan.title).toBe('Mensal');
    expect(views.validity).toEqual({ title: day, detail: `Cancelada: acesso até ${day}` });
    expect(views.status).toBe('Ativo');
  });

  it.each([
    ['expired', grantView({ status: 'expired', endsInDays: -2 }), 'Expirado'],
    ['past its end, not yet marked', grantView({ status: 'cancelled', endsInDays: -1 }), 'Expirado'],
    ['refunded', grantView({ status: 'refunded' }), 'Reembolsado'],
    ['ended by an admin', grantView({ status: 'ended', plan: 'vitalicio', endsInDays: null }), 'Encerrado'],
  ] as const)('lapsed (%s): the same word on the badge and the plan card, Inativo', (_, grant, word) => {
    const views = memberViews(grant);
    expect(views.badge).toEqual({ label: word, variant: 'destructive' });
    expect(views.plan.detail).toBe(word);
    expect(views.status).toBe('Inativo');
  });

  it('says when a lapsed grant expired, or what ended it, in the Validade card', () => {
    const expired = grantView({ status: 'expired', endsInDays: -2 });
    expect(memberViews(expired).validity).toEqual({
      title: formatDate(expired.expiresAt as string),
      detail: 'Assinatura expirada',
    });
    expect(memberViews(grantView({ status: 'refunded' })).validity).toEqual({
      title: 'Sem acesso',
      detail: 'Assinatura reembolsada',
    });
    expect(memberViews(grantView({ status: 'ended', endsInDays: null })).validity).toEqual({
      title: 'Sem acesso',
      detail: 'Assinatura encerrada',
    });
  });
});

describe('grantWord (Plano tab status badge)', () => {
  it('words every grant status', () => {
    const cancelled = grantView({ status: 'cancelled', endsInDays: 9 });
    expect(grantWord(grantView({ endsInDays: 3 }))).toEqual({ word: 'Ativo · 3 dias', tone: 'success' });
    expect(grantWord(grantView({ plan: 'vitalicio', endsInDays: null }))).toEqual({
      word: 'Ativo',
      tone: 'success',
    });
    expect(grantWord(cancelled)).toEqual({
      word: `Cancelado (acesso até ${formatDayMonth(cancelled.expiresAt as string)})`,
      tone: 'secondary',
    });
    expect(grantWord(grantView({ status: 'expired', endsInDays: -1 })).word).toBe('Expirado');
    expect(grantWord(grantView({ status: 'active', endsInDays: -1 })).word).toBe('Expirado');
    expect(grantWord(grantView({ status: 'refunded' })).word).toBe('Reembolsado');
    expect(grantWord(grantView({ status: 'ended' })).word).toBe('Encerrado');
  });
});

describe('lapsedStatus (the expired page)', () => {
  it('is the refund or the ending when one happened, else expired', () => {
    expect(lapsedStatus(grantView({ status: 'refunded' }))).toBe('refunded');
    expect(lapsedStatus(grantView({ status: 'ended' }))).toBe('ended');
    expect(lapsedStatus(grantView({ status: 'expired', endsInDays: -1 }))).toBe('expired');
    expect(lapsedStatus(grantView({ status: 'cancelled', endsInDays: -1 }))).toBe('expired');
  });
});
