import type { CheckoutSettings } from './checkout-links';

/** External links and names an operator configures (one place, never scattered literals). */
export type PublicConfig = CheckoutSettings & {
  appName: string;
  affiliateSignupUrl: string;
  supportChatUrl: string;
  supportPhone: string;
  tutorialVideoId: string;
  browserVersion: string;
  browserDownloadUrl: string;
  /** The limit of signed-in devices per member (the assistant's {aparelhos}). */
  maxDevices: number;
};

/** Working placeholders until the operator sets the real links (README: configuration). */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  appName: 'Hub Premium',
  checkoutUrls: {
    mensal: 'https://checkout.example.com/hub-premium/mensal',
    anual: 'https://checkout.example.com/hub-premium/anual',
    vitalicio: 'https://checkout.example.com/hub-premium/vitalicio',
  },
  // The names Hotmart's and Kiwify's checkout links are prefilled with (docs/product.md#payments).
  checkoutPrefill: { email: 'email', name: 'name' },
  reactivateUrls: {},
  affiliateSignupUrl: 'https://afiliados.example.com/hub-premium',
  supportChatUrl: 'https://wa.me/5511999999999',
  supportPhone: '+55 11 99999-9999',
  tutorialVideoId: 'dQw4w9WgXcQ',
  browserVersion: '7.3.26',
  browserDownloadUrl: 'https://browser.example.com/download',
  maxDevices: 3,
};
