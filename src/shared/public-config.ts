import type { Plan } from './constants';

/** External links and names an operator configures (DECISIONS: never scattered literals). */
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
