import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/platform/db/connection';
import { DAY_MS, PLANS } from '../../src/shared/constants';
import { dayInSaoPaulo } from '../../src/shared/sao-paulo-day';

// Money movements and members' first and lost access over the last 13 months, so the
// revenue queries are planned and timed on realistic tables (revenue.mjs, query-plans.mjs). Sales
// 86 %, refunds 10 %, chargebacks 3 %; 1 % of movements in dollars and 1 % without an amount.

const BATCH = 1000;
const SPAN_DAYS = 395;

/** `count` movements, evenly spread back from now (deterministic: the same rows on both engines). */
export async function seedRevenueMovements(db: Db, count: number) {
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => {
      const i = start + j;
      const at = new Date(now - (i * SPAN_DAYS * DAY_MS) / count - (i % 997) * 1000);
      const roll = i % 100;
      const kind = roll < 86 ? 'sale' : roll < 96 ? 'refund' : 'chargeback';
      const amount = i % 100 === 42 ? null : ([19700, 9700, 174700, 249700][i % 4] ?? 19700);
      return {
        event_key: `bench:${i}`,
        platform: i % 2 ? ('kiwify' as const) : ('hotmart' as const),
        transaction_id: `HPR${1e9 + i}`,
        kind: kind as 'sale' | 'refund' | 'chargeback',
        amount_cents: amount,
        currency: amount === null ? null : i % 100 === 7 ? 'USD' : 'BRL',
        plan: PLANS[i % 3] ?? 'mensal',
        user_id: null,
        occurred_at: at,
        day: dayInSaoPaulo(at),
      };
    });
    await db.insertInto('revenue_movements').values(rows).execute();
  }
}

/**
 * `count` members: each first had access on a day of the last 13 months; two in five lost it
 * since (one in five of those came back: their end is in the future again).
 */
export async function seedRevenueMembers(db: Db, count: number) {
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, j) => {
      const i = start + j;
      const first = new Date(now - (i * SPAN_DAYS * DAY_MS) / count - (i % 991) * 1000);
      const lost =
        i % 5 < 2
          ? new Date(first.getTime() + ((i % 7) + 1) * 30 * DAY_MS)
          : new Date(now + ((i % 11) + 1) * DAY_MS);
      return {
        id: randomUUID(),
        email: `receita${i}@exemplo.com.br`,
        full_name: null,
        email_verified: true,
        role: 'user' as const,
        created_at: first,
        updated_at: first,
        first_access_at: first,
        access_lost_at: lost,
        first_access_month: dayInSaoPaulo(first).slice(0, 7),
        access_lost_month: dayInSaoPaulo(lost).slice(0, 7),
      };
    });
    await db.insertInto('profiles').values(rows).execute();
  }
}
