import { PLANS } from '../../../../shared/constants';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { QueryState } from '../../../components/query-state';
import { usePlanPrices } from '../../access/api/plan-prices';
import { PlanPriceForm } from './plan-price-form';

/**
 * What each plan costs and how long a grant of it lasts. The subscription dialog's
 * defaults, the price of a payment whose delivery states none, and the overview's revenue.
 */
export function PlanPricesSection() {
  const query = usePlanPrices();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Preços dos planos</CardTitle>
        <CardDescription>
          Valem para novas assinaturas: o preço e a duração sugeridos no cadastro manual e o preço de um
          pagamento que chega sem valor. Assinaturas já concedidas não mudam.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={query}>
          {({ prices }) => (
            <div className="divide-y">
              {/* The catalogue's order (Mensal, Anual, Vitalício), whatever order the rows came in. */}
              {PLANS.flatMap((plan) => prices.filter((price) => price.plan === plan)).map((price) => (
                // A fresh form after each save, starting from what the server kept.
                <PlanPriceForm key={`${price.plan}:${price.updatedAt}`} price={price} />
              ))}
            </div>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
