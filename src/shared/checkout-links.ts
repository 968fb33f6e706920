import type { GrantSource, Plan, SubscriptionStatus } from './constants';
import type { PaymentPlatform } from './payment-platforms';
import { givesAccess } from './subscription-rules';

// Access follows the buyer's e-mail (docs/product.md#payments), so every checkout link a signed-in
// member or their mail gets carries that e-mail, and their name when known, in the platform's
// prefill parameters. Visitors' links (the landing page, /subscription-expired signed out) stay
// bare: there is no member to carry.

/** The member who will pay. */
export type Buyer = { email: string; name?: string | null };

/** The checkout's query parameters that prefill the buyer (CHECKOUT_EMAIL_PARAM, CHECKOUT_NAME_PARAM). */
export type CheckoutPrefill = { email: string; name: string };

/** What a checkout link is built from: the operator's settings (PublicConfig has them all). */
export type CheckoutSettings = {
  checkoutUrls: Record<Plan, string>;
  checkoutPrefill: CheckoutPrefill;
  /** Where a member who bought at that platform reactivates a cancelled subscription (REACTIVATE_URL_*). */
  reactivateUrls: Partial<Record<PaymentPlatform, string>>;
};

/**
 * `url` with the buyer's e-mail and name in `prefill`'s parameters, the query it already has kept;
 * `url` as it is without a buyer (a visitor).
 */
export function checkoutLink(url: string, buyer: Buyer | null | undefined, prefill: CheckoutPrefill) {
  const email = buyer?.email.trim();
  if (!email) return url;
  const link = new URL(url);
  link.searchParams.set(prefill.email, email);
  const name = buyer?.name?.trim();
  if (name) link.searchParams.set(prefill.name, name);
  return link.toString();
}

/** The plan's checkout, carrying the buyer. */
export const planCheckoutLink = (settings: CheckoutSettings, plan: Plan, buyer: Buyer | null | undefined) =>
  checkoutLink(settings.checkoutUrls[plan], buyer, settings.checkoutPrefill);

/**
 * The way back a grant offers (docs/product.md#plans-and-access): Reativar while it is cancelled
 * at its period's end and still gives access, leading to the page of the platform the member
 * bought at where the operator set one (REACTIVATE_URL_HOTMART, REACTIVATE_URL_KIWIFY), else to the
 * plan's checkout; Renovar otherwise, the plan's checkout. Checkouts carry the buyer.
 */
export type WayBack = { action: 'renew' | 'reactivate'; href: string; via: PaymentPlatform | 'checkout' };

export function wayBack(
  settings: CheckoutSettings,
  grant: { plan: Plan; source: GrantSource; status: SubscriptionStatus; expiresAt: Date | string | null },
  buyer: Buyer | null | undefined,
  now = new Date(),
): WayBack {
  const checkout = { href: planCheckoutLink(settings, grant.plan, buyer), via: 'checkout' } as const;
  if (grant.status !== 'cancelled' || !givesAccess(grant.status, grant.expiresAt, now))
    return { action: 'renew', ...checkout };
  const platform = grant.source === 'manual' ? null : grant.source;
  const page = platform && settings.reactivateUrls[platform];
  if (platform && page) return { action: 'reactivate', href: page, via: platform };
  return { action: 'reactivate', ...checkout };
}
