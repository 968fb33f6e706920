import { Container } from '../components/container';
import { SectionHeading } from '../components/section-heading';
import { ADVANTAGES } from '../content/landing-content';

export function AdvantagesSection({ appName }: { appName: string }) {
  return (
    <section
      id="vantagens"
      aria-labelledby="vantagens-titulo"
      className="scroll-mt-16 border-y bg-muted/40 py-16 sm:py-20"
    >
      <Container>
        <SectionHeading id="vantagens-titulo" eyebrow="Vantagens" title={`Por que escolher o ${appName}`}>
          Mais ferramentas, menos contas para pagar e alguém do seu lado quando precisar.
        </SectionHeading>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ADVANTAGES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:block sm:p-6">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary sm:mb-4">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-1 text-muted-foreground sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
