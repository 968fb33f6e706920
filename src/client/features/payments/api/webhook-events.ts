import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventPaymentFilter, PaymentPlatform, WebhookOutcome } from '../../../../shared/payments';
import { api, unwrap } from '../../../lib/api';

export const WEBHOOK_EVENTS_KEY = ['admin', 'payments', 'events'] as const;

export type EventFilter = {
  /** Where the page starts (from the previous answer); none is the newest page. */
  cursor?: string;
  platform?: PaymentPlatform;
  outcome?: WebhookOutcome;
  /** disputed: only the deliveries whose payment is in dispute now (Em disputa). */
  payment?: EventPaymentFilter;
  /** An e-mail, a name or a transaction. */
  busca?: string;
};

/** Deliveries newest first, 10 a page, by platform, outcome, payment in dispute and search. */
export const webhookEventsQueryOptions = ({ cursor, platform, outcome, payment, busca }: EventFilter) =>
  queryOptions({
    queryKey: [...WEBHOOK_EVENTS_KEY, 'list', { cursor, platform, outcome, payment, busca }],
    queryFn: () =>
      unwrap(
        api.admin.payments.events.$get({
          query: {
            ...(cursor ? { cursor } : {}),
            ...(platform ? { platform } : {}),
            ...(outcome ? { outcome } : {}),
            ...(payment ? { payment } : {}),
            ...(busca ? { busca } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const useWebhookEvents = (filter: EventFilter) => useQuery(webhookEventsQueryOptions(filter));

/** One delivery with its raw payload (loaded when the admin opens it). */
export const useWebhookEvent = (id: string | null) =>
  useQuery({
    queryKey: [...WEBHOOK_EVENTS_KEY, 'item', id],
    queryFn: () => unwrap(api.admin.payments.events[':id'].$get({ param: { id: id ?? '' } })),
    enabled: id !== null,
  });

/** Reprocessar: runs a delivery again; the list (and the opened event) refresh. */
export function useReprocessEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.admin.payments.events[':id'].reprocess.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_EVENTS_KEY }),
  });
}
