import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** The member's payments, each the period it bought, newest first ("Minha assinatura"). */
export const myPaymentsQueryOptions = queryOptions({
  queryKey: ['me', 'payments'],
  queryFn: () => unwrap(api.me.payments.$get()),
});

export const useMyPayments = () => useQuery(myPaymentsQueryOptions);
