import { CreditCard, QrCode, ShieldCheck } from 'lucide-react';
import { GUARANTEE_DAYS, MAX_INSTALMENTS } from '../../shared/constants';
import { PLAN_OFFERS } from '../../shared/plans';
import type { PublicConfig } from '../../shared/public-config';
import { PlanCard } from '../../ui/plan-card';
import { Container } from '../components/container';
import { SectionHeading } from '../components/section-heading';

/**
 * The plans' prices, anchor #pricing-section; each card opens its configured checkout in a new tab.
 */
export function PricingSection({ checkoutUrls }: { checkoutUrls: PublicConfig['checkoutUrls'] }) {
  return (
    <section id="pricing-section" aria-labelledby="planos-titulo" className="scroll-mt-16 py-16 sm:py-20">
      <Container>
        <SectionHeading id="planos-titulo" eyebrow="Planos" title="Escolha o plano ideal para você">
          Todos os planos dão acesso completo às ferramentas. Quanto maior o período, maior a economia.
        </SectionHeading>
        <div className="mx-auto grid max-w-md gap-8 md:max-w-none md:grid-cols-3">
          {PLAN_OFFERS.map((offer) => (
            <PlanCard
              key={offer.plan}
              offer={offer}
              cta={`Assinar ${offer.name}`}
              checkoutUrl={checkoutUrls[offer.plan]}
            />
          ))}
        </div>
        <div className="mt-10 grid justify-items-center gap-3 text-center text-sm text-muted-foreground">
          <p className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
            <span className="inline-flex items-center gap-1.5">
              <CreditCard className="size-4" aria-hidden /> Cartão de crédito
            </span>
            <span className="inline-flex items-center gap-1.5">
              <QrCode className="size-4" aria-hidden /> PIX
            </span>
            <span>{`Anual e Vitalício em até ${MAX_INSTALMENTS}x`}</span>
          </p>
          <p className="inline-flex items-center gap-2 rounded-2xl bg-success/10 px-4 py-2 font-medium text-foreground sm:rounded-full">
            <ShieldCheck className="size-5 shrink-0 text-success" aria-hidden />
            {`Garantia de ${GUARANTEE_DAYS} dias: se não ficar satisfeito, devolvemos seu dinheiro.`}
          </p>
        </div>
      </Container>
    </section>
  );
}
