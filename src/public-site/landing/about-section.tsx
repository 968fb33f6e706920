import { Container } from '../components/container';
import { SectionHeading } from '../components/section-heading';
import { HOW_IT_WORKS } from '../content/landing-content';

export function AboutSection({ appName }: { appName: string }) {
  return (
    <section
      id="sobre"
      aria-labelledby="sobre-titulo"
      className="scroll-mt-16 border-y bg-muted/40 py-16 sm:py-20"
    >
      <Container>
        <SectionHeading id="sobre-titulo" eyebrow="Sobre" title={`O que é o ${appName}?`}>
          Um hub que reúne as ferramentas premium que profissionais digitais usam todos os dias. Em vez de
          pagar dezenas de assinaturas, você assina uma vez e acessa tudo por um navegador seguro, com
          tutoriais, treinamentos em vídeo e suporte de verdade.
        </SectionHeading>
        <ol className="grid gap-6 md:grid-cols-3">
          {HOW_IT_WORKS.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-2xl border bg-card p-5 shadow-sm md:block md:p-6"
            >
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground md:mb-4">
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">{step.title}</h3>
                <p className="mt-1 text-muted-foreground md:mt-2">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
