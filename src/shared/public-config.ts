import type { Plan } from './constants';

/** External links and names an operator configures (one place, never scattered literals). */
export type PublicConfig = {
  appName: string;
  checkoutUrls: Record<Plan, string>;
  affiliateSignupUrl: string;
  supportChatUrl: string;
  supportPhone: string;
  tutorialVideoId: string;
  browserVersion: string;
  browserDownloadUrl: string;
};

/** Working placeholders until the operator sets the real links (README: configuration). */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  appName: 'Hub Premium',
  checkoutUrls: {
    mensal: 'https://checkout.example.com/hub-premium/mensal',
    anual: 'https://checkout.example.com/hub-premium/anual',
    vitalicio: 'https://checkout.example.com/hub-premium/vitalicio',
  },
  affiliateSignupUrl: 'https://afiliados.example.com/hub-premium',
  supportChatUrl: 'https://wa.me/5511999999999',
  supportPhone: '+55 11 99999-9999',
  tutorialVideoId: 'dQw4w9WgXcQ',
  browserVersion: '7.3.26',
  browserDownloadUrl: 'https://browser.example.com/download',
};
