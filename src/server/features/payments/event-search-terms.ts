import { normalizeSearchText } from '../../platform/db/text-search';
import type { PaymentEvent } from './payment-event';

// On /admin/integracoes a delivery is found by its e-mail, its transaction or any word of the
// buyer's name, typed in any case, with or without accents, as a prefix ("gonc" finds "Gonçalves").

const MIN = 2;
const MAX = 200;

const words = (text: string) =>
  normalizeSearchText(text)
    .split(' ')
    .filter((word) => word.length >= MIN && word.length <= MAX);

/** The terms stored for one delivery (webhook_event_terms); migration 0023 has a frozen copy. */
export function searchTermsOf(event: Pick<PaymentEvent, 'buyer' | 'transactionId'>) {
  // A name's punctuation separates words ("Ana-Maria O'Neil"); an e-mail and a transaction stay whole.
  const name = event.buyer?.name?.replace(/[^\p{L}\p{N}]+/gu, ' ') ?? '';
  return [...new Set([event.buyer?.email ?? '', event.transactionId ?? '', name].flatMap(words))];
}

/**
 * The words of a typed search, each matched as a prefix of some term of the same delivery. An
 * e-mail or a transaction stays one word; a name's punctuation is dropped as when it was stored.
 */
export function searchWordsOf(busca: string) {
  return [
    ...new Set(
      normalizeSearchText(busca)
        .split(' ')
        .map((word) => (word.includes('@') ? word : word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')))
        .filter((word) => word.length > 0 && word.length <= MAX),
    ),
  ].slice(0, 4);
}
