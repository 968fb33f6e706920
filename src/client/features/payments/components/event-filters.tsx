import { useSearchParams } from 'react-router';
import {
  EVENT_PAYMENT_FILTERS,
  type EventPaymentFilter,
  PAYMENT_PLATFORMS,
  type PaymentPlatform,
  WEBHOOK_OUTCOMES,
  type WebhookOutcome,
} from '../../../../shared/payments';
import { SelectField } from '../../../../ui/select-field';
import type { EventFilter } from '../api/webhook-events';
import { EventSearch } from './event-search';
import { OUTCOME_OPTIONS, PAYMENT_FILTER_OPTIONS, PLATFORM_OPTIONS } from './payment-labels';

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((v) => v === value);

/**
 * The event list's filter and page, kept in the address
 * (?busca=…&plataforma=…&resultado=…&pagamento=disputed&cursor=…).
 */
export function useEventFilter() {
  const [params, setParams] = useSearchParams();
  const filter: EventFilter = {
    cursor: params.get('cursor') || undefined,
    platform: oneOf<PaymentPlatform>(PAYMENT_PLATFORMS, params.get('plataforma')),
    outcome: oneOf<WebhookOutcome>(WEBHOOK_OUTCOMES, params.get('resultado')),
    payment: oneOf<EventPaymentFilter>(EVENT_PAYMENT_FILTERS, params.get('pagamento')),
    busca: params.get('busca') || undefined,
  };
  const set = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      // A new filter starts at the newest page.
      if (key !== 'cursor') next.delete('cursor');
      return next;
    });
  return {
    filter,
    setPlatform: (value: string) => set('plataforma', value || null),
    setOutcome: (value: string) => set('resultado', value || null),
    setPayment: (value: string) => set('pagamento', value || null),
    setSearch: (value: string) => set('busca', value || null),
    setCursor: (cursor: string) => set('cursor', cursor),
  };
}

export function EventFilters({
  filter,
  setPlatform,
  setOutcome,
  setPayment,
  setSearch,
}: Omit<ReturnType<typeof useEventFilter>, 'setCursor'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-start">
      <EventSearch key={filter.busca ?? ''} value={filter.busca ?? ''} onSearch={setSearch} />
      <SelectField
        id="events-platform"
        label="Plataforma"
        value={filter.platform ?? ''}
        onChange={(event) => setPlatform(event.target.value)}
        options={[{ value: '', label: 'Todas' }, ...PLATFORM_OPTIONS]}
      />
      <SelectField
        id="events-outcome"
        label="Resultado"
        value={filter.outcome ?? ''}
        onChange={(event) => setOutcome(event.target.value)}
        options={[{ value: '', label: 'Todos' }, ...OUTCOME_OPTIONS]}
      />
      <SelectField
        id="events-payment"
        label="Pagamento"
        value={filter.payment ?? ''}
        onChange={(event) => setPayment(event.target.value)}
        options={[{ value: '', label: 'Todos' }, ...PAYMENT_FILTER_OPTIONS]}
      />
    </div>
  );
}
