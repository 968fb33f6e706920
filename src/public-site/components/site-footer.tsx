import { ArrowRight, MessageCircle } from 'lucide-react';
import { PREMIUM_TOOLS_CLAIM } from '../../shared/constants';
import type { SiteData } from '../site-data';
import { BrandLink } from './brand-link';
import { Container } from './container';
import { ExternalLink } from './external-link';

const linkClass = 'text-muted-foreground transition-colors hover:text-foreground';

/**
 * The footer: terms and privacy links, support link, copyright; on the landing, a CTA to the plans.
 */
export function SiteFooter({ site, withCta }: { site: SiteData; withCta: boolean }) {
  const { appName, supportChatUrl } = site.config;
  return (
    <footer className="border-t bg-background">
      {withCta && (
        <Container className="pt-16">
          <div className="flex flex-col items-center gap-6 rounded-3xl bg-primary px-6 py-10 text-center text-primary-foreground shadow-xl shadow-primary/20 sm:px-12 md:flex-row md:justify-between md:text-left">
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                Todas as ferramentas premium em um só lugar
              </h2>
              <p className="mt-2 text-primary-foreground/90">
                Assine hoje e comece a criar em poucos minutos.
              </p>
            </div>
            <a
              href="#pricing-section"
              className="inline-flex h-11 shrink-0 items-center gap-2 rounded-md bg-background px-6 font-semibold text-foreground shadow-sm transition-colors hover:bg-background/90"
            >
              Ver planos <ArrowRight className="size-4" aria-hidden />
            </a>
          </div>
        </Container>
      )}
      <Container className="grid gap-10 py-12 sm:grid-cols-[1.5fr_1fr]">
        <div className="grid content-start gap-4">
          <BrandLink appName={appName} />
          <p className="max-w-sm text-sm text-muted-foreground">
            {`Mais de ${PREMIUM_TOOLS_CLAIM} ferramentas premium de IA, design, vídeo e áudio em uma única assinatura, com treinamentos e suporte 24/7.`}
          </p>
        </div>
        <nav aria-labelledby="rodape-links">
          <h2 id="rodape-links" className="mb-3 text-sm font-semibold">
            Institucional
          </h2>
          <ul className="grid gap-2 text-sm">
            <li>
              <a href="/termos-uso" className={linkClass}>
                Termos de Uso
              </a>
            </li>
            <li>
              <a href="/politica-privacidade" className={linkClass}>
                Política de Privacidade
              </a>
            </li>
            <li>
              <ExternalLink href={supportChatUrl} className={`${linkClass} inline-flex items-center gap-1.5`}>
                <MessageCircle className="size-4" aria-hidden /> Suporte
              </ExternalLink>
            </li>
          </ul>
        </nav>
      </Container>
      <div className="border-t">
        <Container className="py-6 text-center text-sm text-muted-foreground">
          © {site.year} {appName}. Todos os direitos reservados.
        </Container>
      </div>
    </footer>
  );
}
