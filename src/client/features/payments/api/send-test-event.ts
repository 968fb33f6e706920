import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentPlatform } from '../../../../shared/payments';
import { api, unwrap } from '../../../lib/api';
import { WEBHOOK_EVENTS_KEY } from './webhook-events';

/** "Enviar evento de teste": a signed delivery through the real receiver; the list refreshes. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (platform: PaymentPlatform) =>
      unwrap(api.admin.payments['test-event'].$post({ json: { platform } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOK_EVENTS_KEY }),
  });
}
