import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { PREMIUM_TOOLS_CLAIM } from '../shared/constants';
import { pageTitle } from '../shared/page-title';
import { SERVER_PAGES, type ServerPageName } from '../shared/routes';
import { Document, type PageMeta } from './components/document';
import { LandingPage } from './landing/landing-page';
import { PrivacyPage } from './legal/privacy-page';
import { TermsPage } from './legal/terms-page';
import type { PageAssets, SiteData } from './site-data';

export type PublicPage = ServerPageName;

function pageMeta(page: PublicPage, appName: string): PageMeta {
  const path = SERVER_PAGES[page];
  switch (page) {
    case 'landing':
      return {
        path,
        title: pageTitle(`Mais de ${PREMIUM_TOOLS_CLAIM} ferramentas premium em uma só assinatura`, appName),
        description: `Acesse mais de ${PREMIUM_TOOLS_CLAIM} ferramentas premium de IA, design, pesquisa, vídeo e áudio com uma única assinatura, treinamentos e suporte 24/7. Pague com cartão ou PIX.`,
      };
    case 'terms':
      return {
        path,
        title: pageTitle('Termos de Uso', appName),
        description: `Conheça as regras de uso do ${appName}: planos e preços, pagamento, renovação automática, cancelamento, garantia e responsabilidades.`,
      };
    case 'privacy':
      return {
        path,
        title: pageTitle('Política de Privacidade', appName),
        description: `Saiba como o ${appName} coleta, usa, protege e elimina os seus dados pessoais, em conformidade com a LGPD.`,
      };
  }
}

const PAGES: Record<PublicPage, ComponentType<{ site: SiteData; assets: PageAssets }>> = {
  landing: LandingPage,
  terms: TermsPage,
  privacy: PrivacyPage,
};

/** A whole public page as static HTML: no hydration, the browser only runs browser/enhance.ts. */
export function renderPublicPage(page: PublicPage, site: SiteData, assets: PageAssets) {
  const Page = PAGES[page];
  const html = renderToString(
    <Document meta={pageMeta(page, site.config.appName)} site={site} assets={assets}>
      <Page site={site} assets={assets} />
    </Document>,
  );
  return `<!doctype html>${html}`;
}
