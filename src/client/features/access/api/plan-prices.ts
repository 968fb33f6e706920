import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Plan } from '../../../../shared/constants';
import type { PlanPriceInput } from '../../../../shared/schemas/plan-prices';
import { api, unwrap } from '../../../lib/api';
import { overviewQueryOptions } from '../../admin-overview/api/get-overview';

/** Each plan's price and length (the subscription dialog's defaults, the overview's revenue). */
export const planPricesQueryOptions = queryOptions({
  queryKey: ['admin', 'plan-prices'],
  queryFn: () => unwrap(api.admin['plan-prices'].$get()),
});

export const usePlanPrices = () => useQuery(planPricesQueryOptions);

export function useSavePlanPrice(plan: Plan) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: PlanPriceInput) =>
      unwrap(api.admin['plan-prices'][':plan'].$put({ param: { plan }, json })),
    // The overview's revenue is computed at today's prices.
    onSuccess: () =>
      Promise.all(
        [planPricesQueryOptions.queryKey, overviewQueryOptions.queryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
