import { EventsSection } from '../features/payments/components/events-section';
import { PlanPricesSection } from '../features/payments/components/plan-prices-section';
import { ProductPlansSection } from '../features/payments/components/product-plans-section';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /admin/integracoes (docs/product.md#payments): the plans' prices, the payment platforms'
 * products → plans and every event they sent; the sections come from the payments feature.
 */
export function Component() {
  usePageTitle('Integrações');
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Integrações</h1>
        <p className="text-muted-foreground">
          Hotmart e Kiwify: uma compra aprovada libera o acesso sozinha; reembolso e chargeback o retiram.
        </p>
      </div>
      <PlanPricesSection />
      <ProductPlansSection />
      <EventsSection />
    </div>
  );
}
