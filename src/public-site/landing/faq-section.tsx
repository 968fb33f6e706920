import { ChevronDown, MessageCircle } from 'lucide-react';
import { buttonVariants } from '../../ui/button';
import { Container } from '../components/container';
import { ExternalLink } from '../components/external-link';
import { SectionHeading } from '../components/section-heading';
import { FAQ } from '../content/landing-content';

/** The FAQ: a native accordion (details/summary: keyboard-ready, no script), one open at a time. */
export function FaqSection({ supportChatUrl }: { supportChatUrl: string }) {
  return (
    <section
      id="faq"
      aria-labelledby="faq-titulo"
      className="scroll-mt-16 border-y bg-muted/40 py-16 sm:py-20"
    >
      <Container className="max-w-3xl">
        <SectionHeading id="faq-titulo" eyebrow="Dúvidas" title="Perguntas frequentes" />
        <div className="grid gap-3">
          {FAQ.map((item) => (
            <details key={item.question} name="faq" className="group rounded-xl border bg-card shadow-sm">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl p-5 font-semibold [&::-webkit-details-marker]:hidden">
                <h3>{item.question}</h3>
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden
                />
              </summary>
              <p className="px-5 pb-5 text-muted-foreground">{item.answer}</p>
            </details>
          ))}
        </div>
        <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center shadow-sm sm:flex-row sm:justify-between sm:text-left">
          <div>
            <h3 className="font-semibold">Ainda tem dúvidas?</h3>
            <p className="text-sm text-muted-foreground">
              Fale com a nossa equipe pelo aplicativo de mensagens.
            </p>
          </div>
          <ExternalLink href={supportChatUrl} className={buttonVariants()}>
            <MessageCircle aria-hidden /> Falar com o suporte
          </ExternalLink>
        </div>
      </Container>
    </section>
  );
}
