import type { PublicConfig } from '../../../shared/public-config';
import type { Env } from './env';

/** The settings a browser may see; embedded in the HTML so no page waits for a request. */
export function publicConfig(env: Env): PublicConfig {
  return {
    appName: env.APP_NAME,
    checkoutUrls: {
      mensal: env.CHECKOUT_URL_MENSAL,
      anual: env.CHECKOUT_URL_ANUAL,
      vitalicio: env.CHECKOUT_URL_VITALICIO,
    },
    affiliateSignupUrl: env.AFFILIATE_SIGNUP_URL,
    supportChatUrl: env.SUPPORT_CHAT_URL,
    supportPhone: env.SUPPORT_PHONE,
    tutorialVideoId: env.TUTORIAL_VIDEO_ID,
    browserVersion: env.BROWSER_VERSION,
    browserDownloadUrl: env.BROWSER_DOWNLOAD_URL,
  };
}
