import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductPlanData } from '../../../../shared/schemas/payments';
import { api, unwrap } from '../../../lib/api';

export const PRODUCT_PLANS_KEY = ['admin', 'payments', 'products'] as const;

/** The products → plans mapping and where each platform must send its webhooks. */
export const productPlansQueryOptions = () =>
  queryOptions({
    queryKey: PRODUCT_PLANS_KEY,
    queryFn: () => unwrap(api.admin.payments.products.$get()),
  });

export const useProductPlans = () => useQuery(productPlansQueryOptions());

function useProductChange<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCT_PLANS_KEY }),
  });
}

export const useSaveProductPlan = () =>
  useProductChange((json: ProductPlanData) => unwrap(api.admin.payments.products.$put({ json })));

export const useDeleteProductPlan = () =>
  useProductChange((param: Pick<ProductPlanData, 'platform' | 'productId'>) =>
    unwrap(api.admin.payments.products[':platform'][':productId'].$delete({ param })),
  );
