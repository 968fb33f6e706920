import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/constants';
import { expiryMail } from './expiry-mails';

const now = new Date('2026-03-10T15:00:00Z');
const base = {
  appName: 'Hub Premium',
  to: 'ana@exemplo.com.br',
  name: 'Ana',
  plan: 'mensal',
  expiresAt: new Date(now.getTime() + 5 * DAY_MS),
  now,
} as const;
const checkout = 'https://pay.hotmart.com/A1?email=ana%40exemplo.com.br&name=Ana';

// The way back in each reminder: Renovar, or Reativar for a grant cancelled at its period's end;
// a checkout is paid with the address the mail went to.
describe('expiryMail', () => {
  it('Renovar: the prefilled checkout, and the address to pay with', () => {
    const mail = expiryMail('reminder_7d', {
      ...base,
      wayBack: { action: 'renew', href: checkout, via: 'checkout' },
    });
    expect(mail.actionUrl).toBe(checkout);
    expect(mail.text).toContain('Renove antes para não perder o acesso');
    expect(mail.text).toContain('Use este mesmo e-mail no pagamento: é por ele que o acesso é liberado.');
    expect(mail.text).toContain(`Renovar meu plano: ${checkout}`);
  });

  it('Reativar at the platform the member bought at: its page, no checkout advice', () => {
    const mail = expiryMail('reminder_1d', {
      ...base,
      wayBack: { action: 'reactivate', href: 'https://consumer.hotmart.com/', via: 'hotmart' },
    });
    expect(mail.subject).toBe('Seu plano Mensal vence em 5 dias');
    expect(mail.text).toContain('A assinatura foi cancelada e não renova sozinha: reative');
    expect(mail.text).toContain('Reativar minha assinatura: https://consumer.hotmart.com/');
    expect(mail.text).not.toContain('Use este mesmo e-mail');
    expect(mail.text).toContain('Se você já reativou, ignore este email.');
  });
});
