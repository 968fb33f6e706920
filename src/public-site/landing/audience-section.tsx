import { Container } from '../components/container';
import { SectionHeading } from '../components/section-heading';
import { AUDIENCE } from '../content/landing-content';

export function AudienceSection() {
  return (
    <section
      id="para-quem"
      aria-labelledby="para-quem-titulo"
      className="scroll-mt-16 border-y bg-muted/40 py-16 sm:py-20"
    >
      <Container>
        <SectionHeading id="para-quem-titulo" eyebrow="Para quem é" title="Feito para quem cria no digital">
          Se o seu trabalho depende de boas ferramentas, a assinatura se paga no primeiro projeto.
        </SectionHeading>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AUDIENCE.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
