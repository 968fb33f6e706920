import type { PublicConfig } from '../shared/public-config';
import type { LandingTool } from './tool-categories';

/** What a public page is rendered from: the operator's settings and, for the landing, the catalogue. */
export type SiteData = {
  config: PublicConfig;
  /** APP_URL, when the operator set it: absolute canonical and Open Graph URLs. */
  siteUrl?: string;
  tools: LandingTool[];
  /** The "+N ferramentas" card: the subscription's tools beyond the grid. */
  moreTools: number;
  year: number;
  /** The visitor has a session: the landing's header offers Meu painel instead of Entrar. */
  signedIn?: boolean;
};

/** The built files a page links to (read from Vite's manifest by the server). */
export type PageAssets = {
  stylesheets: string[];
  script?: string;
  /** The landing's chat widget, imported on the first click of its launcher (not on load). */
  supportWidgetScript?: string;
  preloadFonts: string[];
};
