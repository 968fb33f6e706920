import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { SkipLink } from '../components/skip-link';
import { SupportWidgetLauncher } from '../components/support-widget-launcher';
import type { PageAssets, SiteData } from '../site-data';
import { AboutSection } from './about-section';
import { AdvantagesSection } from './advantages-section';
import { AudienceSection } from './audience-section';
import { FaqSection } from './faq-section';
import { HeroSection } from './hero-section';
import { PricingSection } from './pricing-section';
import { TestimonialsSection } from './testimonials-section';
import { ToolsSection } from './tools-section';

/**
 * The landing page: hero, about, tool grid, advantages, testimonials, audience, pricing, FAQ,
 * footer.
 */
export function LandingPage({ site, assets }: { site: SiteData; assets?: PageAssets }) {
  const { config } = site;
  return (
    <>
      <SkipLink />
      <SiteHeader appName={config.appName} variant="landing" signedIn={site.signedIn} />
      <main id="conteudo">
        <HeroSection tools={site.tools} />
        <AboutSection appName={config.appName} />
        <ToolsSection tools={site.tools} moreTools={site.moreTools} />
        <AdvantagesSection appName={config.appName} />
        <TestimonialsSection />
        <AudienceSection />
        <PricingSection checkoutUrls={config.checkoutUrls} />
        <FaqSection supportChatUrl={config.supportChatUrl} />
      </main>
      <SiteFooter site={site} withCta />
      <SupportWidgetLauncher supportChatUrl={config.supportChatUrl} script={assets?.supportWidgetScript} />
    </>
  );
}
