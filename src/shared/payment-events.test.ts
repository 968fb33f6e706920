import { describe, expect, it } from 'vitest';
import { actionOf, canReprocess, EVENT_ACTIONS, eventLabel, TEST_EVENT_EMAIL } from './payment-events';

describe('payment event names', () => {
  it.each([
    ['PURCHASE_APPROVED', 'Compra aprovada'],
    ['order_approved', 'Pedido aprovado'],
    ['PURCHASE_BILLET_PRINTED', 'Boleto gerado'],
    ['PURCHASE_REFUNDED', 'Compra reembolsada'],
    ['chargeback', 'Chargeback'],
    ['SUBSCRIPTION_CANCELLATION', 'Assinatura cancelada'],
  ])('%s reads "%s"', (code, label) => {
    expect(eventLabel(code)).toBe(label);
  });

  it('names every event that changes access, and shows an unknown code as sent', () => {
    for (const actions of Object.values(EVENT_ACTIONS))
      for (const code of Object.keys(actions)) expect(eventLabel(code)).not.toBe(code);
    expect(eventLabel('NOVO_EVENTO_X')).toBe('NOVO_EVENTO_X');
    expect(eventLabel('toString')).toBe('toString');
  });
});

describe('canReprocess', () => {
  const event = { platform: 'hotmart' as const, eventType: 'PURCHASE_APPROVED', email: 'a@exemplo.com.br' };

  it('offers it on ignored and failed deliveries of an event that changes access', () => {
    expect(canReprocess({ ...event, outcome: 'ignored' })).toBe(true);
    expect(canReprocess({ ...event, outcome: 'failed' })).toBe(true);
    expect(canReprocess({ ...event, outcome: 'applied' })).toBe(false);
    expect(canReprocess({ ...event, outcome: 'rejected' })).toBe(false);
  });

  it('never on a record-only event nor on a test delivery: they end "ignored" every time', () => {
    expect(actionOf('hotmart', 'PURCHASE_BILLET_PRINTED')).toBe('record');
    expect(canReprocess({ ...event, eventType: 'PURCHASE_BILLET_PRINTED', outcome: 'ignored' })).toBe(false);
    expect(canReprocess({ ...event, email: TEST_EVENT_EMAIL, outcome: 'ignored' })).toBe(false);
  });
});
