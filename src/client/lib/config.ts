import type { PublicConfig } from '../../shared/public-config';

// The server embeds the operator's settings in the page (web-routes.ts); the dev server has none.
const FALLBACK: PublicConfig = {
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

function readConfig(): PublicConfig {
  const tag = typeof document === 'undefined' ? null : document.getElementById('app-config');
  if (!tag?.textContent) return FALLBACK;
  return { ...FALLBACK, ...(JSON.parse(tag.textContent) as Partial<PublicConfig>) };
}

export const config = readConfig();
