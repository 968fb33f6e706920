import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '../../ui/button';
import { Container } from '../components/container';
import { ExternalLink } from '../components/external-link';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { SkipLink } from '../components/skip-link';
import type { SiteData } from '../site-data';
import type { LegalSection } from './legal-section';

// Both legal pages were last updated in January 2025.
const LAST_UPDATED = 'janeiro de 2025';

/** Terms and privacy: header with logo and Voltar, numbered sections, a chat button. */
export function LegalPage({
  site,
  title,
  intro,
  sections,
  contactTitle,
}: {
  site: SiteData;
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  contactTitle: string;
}) {
  return (
    <>
      <SkipLink />
      <SiteHeader appName={site.config.appName} variant="legal" />
      <main id="conteudo">
        <Container className="max-w-3xl py-12 sm:py-16">
          <header className="mb-10 border-b pb-8">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
            <p className="mt-3 text-sm text-muted-foreground">{`Última atualização: ${LAST_UPDATED}`}</p>
            <div className="mt-6 grid gap-4 leading-7 text-muted-foreground">{intro}</div>
          </header>
          <nav aria-labelledby="sumario-titulo" className="mb-12 rounded-2xl border bg-muted/40 p-6">
            <h2 id="sumario-titulo" className="mb-3 font-semibold">
              Sumário
            </h2>
            <ol className="text-sm sm:columns-2 sm:gap-8 [&>li]:mb-1.5 [&>li]:break-inside-avoid">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                  >
                    {`${index + 1}. ${section.title}`}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="grid gap-10" data-legal-sections>
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-titulo`}
                className="scroll-mt-20"
              >
                <h2 id={`${section.id}-titulo`} className="mb-4 text-xl font-bold tracking-tight">
                  {`${index + 1}. ${section.title}`}
                </h2>
                <div className="grid gap-4 leading-7 text-muted-foreground [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6">
                  {section.body}
                </div>
              </section>
            ))}
          </div>
          <aside
            aria-labelledby="contato-titulo"
            className="mt-14 flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center shadow-sm sm:flex-row sm:justify-between sm:text-left"
          >
            <div>
              <h2 id="contato-titulo" className="font-semibold">
                {contactTitle}
              </h2>
              <p className="text-sm text-muted-foreground">
                Fale com a nossa equipe pelo aplicativo de mensagens.
              </p>
            </div>
            <ExternalLink href={site.config.supportChatUrl} className={buttonVariants()}>
              <MessageCircle aria-hidden /> Falar com a equipe
            </ExternalLink>
          </aside>
        </Container>
      </main>
      <SiteFooter site={site} withCta={false} />
    </>
  );
}
