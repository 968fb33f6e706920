import { ArrowRight, Check, Star, Users } from 'lucide-react';
import { buttonVariants } from '../../ui/button';
import { Container } from '../components/container';
import { FIGURES } from '../content/landing-content';
import { CATEGORY_LABELS, type LandingTool } from '../tool-categories';
import { CATEGORY_ICONS } from './tool-card';

const integer = new Intl.NumberFormat('pt-BR');
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

// The landing page's claims.
const STATS = [
  { value: `+${integer.format(FIGURES.activeUsers)}`, label: 'usuários ativos' },
  { value: `${decimal.format(FIGURES.rating)}/5`, label: 'nota dos assinantes' },
  { value: `${FIGURES.tools}+`, label: 'ferramentas premium' },
  { value: '24/7', label: 'suporte sempre online' },
];

export function HeroSection({ tools }: { tools: LandingTool[] }) {
  return (
    <section id="inicio" aria-labelledby="inicio-titulo" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,color-mix(in_oklch,var(--primary)_22%,transparent),transparent_65%)]"
      />
      <Container className="grid items-center gap-12 pt-12 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="mb-6 inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-sm font-medium">
            <Users className="size-4 text-primary" aria-hidden />
            Mais de {integer.format(FIGURES.activeUsers)} usuários ativos
          </p>
          <h1
            id="inicio-titulo"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Mais de {FIGURES.tools} ferramentas premium em{' '}
            <span className="text-primary">uma só assinatura</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            IA, design, vídeo, áudio, pesquisa e templates com acesso imediato, treinamentos e suporte 24/7,
            por muito menos do que assinar cada ferramenta separadamente.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <a href="#pricing-section" className={buttonVariants({ size: 'lg', className: 'px-6' })}>
              Ver planos e preços <ArrowRight aria-hidden />
            </a>
            <a
              href="#ferramentas"
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'px-6' })}
            >
              Conhecer as ferramentas
            </a>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">Cartão de crédito ou PIX · Acesso imediato</p>
        </div>
        <HeroPreview tools={tools} />
      </Container>
      <Container className="pb-16 lg:pb-24">
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-xl border bg-card p-5 text-center shadow-sm"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

const PREVIEW_SIZE = 3;

/** The catalogue's first tool of each category, for the hero's glimpse. */
const previewTools = (tools: LandingTool[]) =>
  tools
    .filter((tool, i) => tools.findIndex((t) => t.category === tool.category) === i)
    .slice(0, PREVIEW_SIZE);

/** A drawn glimpse of the member area (decorative: the real list is the tool grid below). */
function HeroPreview({ tools }: { tools: LandingTool[] }) {
  return (
    <div aria-hidden className="relative mx-auto hidden w-full max-w-md lg:block">
      <div className="rounded-2xl border bg-card p-5 shadow-2xl shadow-primary/10">
        <div className="mb-4 flex items-center justify-between">
          <p className="font-semibold">Suas ferramentas</p>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-success px-2.5 py-1 text-xs font-semibold text-success-foreground">
            <span className="size-1.5 rounded-full bg-success-foreground" /> Acesso liberado
          </span>
        </div>
        <ul className="grid gap-3">
          {previewTools(tools).map((tool) => {
            const Icon = CATEGORY_ICONS[tool.category];
            return (
              <li key={tool.id} className="flex items-center gap-3 rounded-xl border bg-background p-3">
                <span className="inline-flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" />
                </span>
                <span className="flex-1 text-sm font-medium">{tool.name}</span>
                <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
                  {CATEGORY_LABELS[tool.category]}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
          <Check className="size-4 text-success" /> e mais {FIGURES.tools - PREVIEW_SIZE} ferramentas
          disponíveis
        </p>
      </div>
      <div className="absolute -bottom-6 -left-8 flex items-center gap-2 rounded-xl border bg-card px-4 py-3 shadow-lg">
        <span className="flex text-amber-500">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className="size-4 fill-current" />
          ))}
        </span>
        <span className="text-sm font-semibold">{decimal.format(FIGURES.rating)}/5</span>
      </div>
    </div>
  );
}
