import { randomUUID } from 'node:crypto';
import { searchTermsOf } from '../../src/server/features/payments/event-search-terms';
import type { Db } from '../../src/server/platform/db/connection';
import { PAYMENT_PLATFORMS } from '../../src/shared/payments';

// Payment deliveries with their search terms and each one's payment (1 in 500 in dispute), so the
// planners choose the event search's and Em disputa's plans with real statistics (query-plans.mjs).

const FIRST = ['Maria', 'João', 'Ana', 'Pedro', 'Juliana', 'Carlos', 'Beatriz', 'Rafael', 'Lúcia', 'Bruno'];
const LAST = [
  'Silva',
  'Gonçalves',
  'Souza',
  'Oliveira',
  'Pereira',
  'Lima',
  'Araújo',
  'Costa',
  'Ribeiro',
  'Almeida',
];
const BATCH = 200;
const DISPUTED_ONE_IN = 500;

export async function seedPaymentEvents(db: Db, count = 5000) {
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => {
      const i = start + j;
      const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
      const email = `comprador${i}@exemplo.com.br`;
      const transactionId = `HP${String(1e9 + i)}`;
      const at = new Date(now - i * 60_000);
      return {
        row: {
          id: randomUUID(),
          platform: PAYMENT_PLATFORMS[i % 2] ?? 'hotmart',
          event_key: `bench:${i}`,
          event_type: i % 2 ? 'order_approved' : 'PURCHASE_APPROVED',
          transaction_id: transactionId,
          email,
          outcome: 'applied' as const,
          detail: 'Pagamento aplicado.',
          payload: '{}',
          user_id: null,
          attempts: 1,
          received_at: at,
          processed_at: at,
          next_attempt_at: null,
        },
        terms: searchTermsOf({ buyer: { email, name }, transactionId }),
        payment: {
          platform: PAYMENT_PLATFORMS[i % 2] ?? 'hotmart',
          transaction_id: transactionId,
          state: 'granted' as const,
          updated_at: at,
          paid_at: at,
          disputed_at: i % DISPUTED_ONE_IN === 0 ? at : null,
        },
      };
    });
    await db
      .insertInto('webhook_events')
      .values(rows.map((r) => r.row))
      .execute();
    await db
      .insertInto('webhook_event_terms')
      .values(rows.flatMap((r) => r.terms.map((term) => ({ term, event_id: r.row.id }))))
      .execute();
    await db
      .insertInto('payment_transactions')
      .values(rows.map((r) => r.payment))
      .execute();
  }
}
