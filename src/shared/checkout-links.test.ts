import { describe, expect, it } from 'vitest';
import { type CheckoutSettings, checkoutLink, planCheckoutLink, wayBack } from './checkout-links';
import { DAY_MS } from './constants';

const PREFILL = { email: 'email', name: 'name' };
const ana = { email: 'ana.souza+hub@exemplo.com.br', name: 'Ana Souza' };

/** The query of a link as the platform will read it. */
const queryOf = (href: string) => Object.fromEntries(new URL(href).searchParams);

describe('checkoutLink', () => {
  it("carries the buyer's e-mail and name in the prefill parameters", () => {
    const href = checkoutLink('https://pay.hotmart.com/A12345678B', ana, PREFILL);
    expect(href.startsWith('https://pay.hotmart.com/A12345678B?')).toBe(true);
    expect(queryOf(href)).toEqual({ email: ana.email, name: 'Ana Souza' });
  });

  it('keeps the query the configured URL already has (offer, checkout mode, tracking)', () => {
    const href = checkoutLink('https://pay.hotmart.com/A12345678B?off=abc123&checkoutMode=10', ana, PREFILL);
    expect(queryOf(href)).toEqual({ off: 'abc123', checkoutMode: '10', email: ana.email, name: 'Ana Souza' });
  });

  it('encodes what a query cannot hold as is: the plus sign, spaces, accents, & and =', () => {
    const href = checkoutLink(
      'https://pay.kiwify.com.br/xYz123',
      { email: 'joão+a&b=c@exemplo.com', name: 'João & Maria = Souza' },
      PREFILL,
    );
    expect(new URL(href).search).toBe(
      '?email=jo%C3%A3o%2Ba%26b%3Dc%40exemplo.com&name=Jo%C3%A3o+%26+Maria+%3D+Souza',
    );
    expect(queryOf(href)).toEqual({ email: 'joão+a&b=c@exemplo.com', name: 'João & Maria = Souza' });
  });

  it('uses the parameter names the operator configured, and replaces a value already there', () => {
    const href = checkoutLink('https://checkout.example.com/m?customer_email=velho%40x.com', ana, {
      email: 'customer_email',
      name: 'customer_name',
    });
    expect(queryOf(href)).toEqual({ customer_email: ana.email, customer_name: 'Ana Souza' });
  });

  it('without a name (or a blank one) carries only the e-mail', () => {
    for (const name of [undefined, null, '', '   '])
      expect(
        queryOf(checkoutLink('https://pay.hotmart.com/A1', { email: ana.email, name }, PREFILL)),
      ).toEqual({
        email: ana.email,
      });
  });

  it('without a buyer (a visitor) or an e-mail, is the configured URL untouched', () => {
    const url = 'https://pay.hotmart.com/A12345678B?off=abc123';
    expect(checkoutLink(url, null, PREFILL)).toBe(url);
    expect(checkoutLink(url, undefined, PREFILL)).toBe(url);
    expect(checkoutLink(url, { email: ' ', name: 'Ana' }, PREFILL)).toBe(url);
  });
});

const SETTINGS: CheckoutSettings = {
  checkoutUrls: {
    mensal: 'https://checkout.example.com/mensal',
    anual: 'https://checkout.example.com/anual?off=2',
    vitalicio: 'https://checkout.example.com/vitalicio',
  },
  checkoutPrefill: PREFILL,
  reactivateUrls: { hotmart: 'https://consumer.hotmart.com/' },
};

describe('planCheckoutLink', () => {
  it("is the plan's configured checkout carrying the buyer", () => {
    expect(queryOf(planCheckoutLink(SETTINGS, 'anual', ana))).toEqual({ off: '2', ...ana });
    expect(planCheckoutLink(SETTINGS, 'mensal', null)).toBe('https://checkout.example.com/mensal');
  });
});

describe('wayBack', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const inTenDays = new Date(now.getTime() + 10 * DAY_MS);
  const grant = { plan: 'anual', source: 'hotmart', status: 'cancelled', expiresAt: inTenDays } as const;

  it("a grant cancelled at its period's end, still giving access: Reativar, at the page of the platform it was bought at", () => {
    expect(wayBack(SETTINGS, grant, ana, now)).toEqual({
      action: 'reactivate',
      href: 'https://consumer.hotmart.com/',
      via: 'hotmart',
    });
  });

  it("Reativar for a manual grant, or one from a platform without a page, is the plan's checkout carrying the buyer", () => {
    for (const source of ['manual', 'kiwify'] as const) {
      const { action, href, via } = wayBack(SETTINGS, { ...grant, plan: 'mensal', source }, ana, now);
      expect([action, via]).toEqual(['reactivate', 'checkout']);
      expect(queryOf(href)).toEqual(ana);
    }
  });

  it("Renovar, the plan's checkout carrying the buyer, for any other grant: lapsed, refunded, or active", () => {
    const others = [
      { ...grant, expiresAt: new Date(now.getTime() - DAY_MS) },
      { ...grant, expiresAt: now.toISOString() },
      { ...grant, status: 'refunded' },
      { ...grant, status: 'expired' },
      { ...grant, status: 'active' },
    ] as const;
    for (const other of others) {
      const { action, href, via } = wayBack(SETTINGS, other, ana, now);
      expect([action, via]).toEqual(['renew', 'checkout']);
      expect(queryOf(href)).toEqual({ off: '2', ...ana });
    }
  });
});
