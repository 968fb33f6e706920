import { ArrowRight, Plus } from 'lucide-react';
import { buttonVariants } from '../../ui/button';
import { Container } from '../components/container';
import { SectionHeading } from '../components/section-heading';
import { CATEGORY_LABELS, LANDING_TOOL_CATEGORIES, type LandingTool } from '../tool-categories';
import { ToolCard } from './tool-card';

const chip =
  'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors cursor-pointer hover:bg-accent aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground';

/**
 * The tool grid: the catalogue's tools shown on the landing plus "+N ferramentas" (the rest). The category filter is
 * hidden until browser/tool-filter.ts wires it (without JavaScript every tool simply shows).
 */
export function ToolsSection({ tools, moreTools }: { tools: LandingTool[]; moreTools: number }) {
  const present = LANDING_TOOL_CATEGORIES.filter((category) => tools.some((t) => t.category === category));
  return (
    <section id="ferramentas" aria-labelledby="ferramentas-titulo" className="scroll-mt-16 py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="ferramentas-titulo"
          eyebrow="Ferramentas"
          title="Tudo o que você precisa para criar"
        >
          Uma amostra do que está incluído na sua assinatura, de assistentes de IA a bancos de templates.
        </SectionHeading>
        <fieldset data-tool-filter hidden className="mb-8 flex flex-wrap justify-center gap-2">
          <legend className="sr-only">Filtrar ferramentas por categoria</legend>
          <button type="button" className={chip} data-filter="all" aria-pressed="true">
            Todas
          </button>
          {present.map((category) => (
            <button key={category} type="button" className={chip} data-filter={category} aria-pressed="false">
              {CATEGORY_LABELS[category]}
            </button>
          ))}
        </fieldset>
        <p className="sr-only" aria-live="polite" data-tool-status />
        <ul data-tool-list className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </ul>
        <div className="mt-8 flex flex-col items-center justify-between gap-4 rounded-2xl border border-dashed border-primary/40 bg-primary/5 p-6 text-center sm:flex-row sm:text-left">
          <p className="flex items-center gap-3">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
              <Plus className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block text-xl font-bold">+{moreTools} ferramentas</span>
              <span className="text-sm text-muted-foreground">
                liberadas na sua assinatura, e novas chegando todo mês
              </span>
            </span>
          </p>
          <a href="#pricing-section" className={buttonVariants({ variant: 'outline' })}>
            Ver planos <ArrowRight aria-hidden />
          </a>
        </div>
      </Container>
    </section>
  );
}
