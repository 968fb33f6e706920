import type { PaymentPeriodView, PeriodStatus } from '../../../../shared/payments';
import type { Db } from '../../../platform/db/connection';

// A member's payments as periods of their grants, newest first: "Minha assinatura" and the
// admin's member page read the same rows (payment_transactions_user_idx).

/** The most periods one list shows (years of monthly payments). */
export const MEMBER_PAYMENTS_LIMIT = 120;

const statusOf = (row: { state: 'granted' | 'revoked'; disputed_at: Date | null }): PeriodStatus =>
  row.state === 'revoked' ? 'refunded' : row.disputed_at ? 'disputed' : 'paid';

export async function listMemberPayments({
  db,
  userId,
  limit = MEMBER_PAYMENTS_LIMIT,
}: {
  db: Db;
  userId: string;
  /** The member page shows its latest MEMBER_PAGE_ROWS, as each of its sections. */
  limit?: number;
}): Promise<PaymentPeriodView[]> {
  const rows = await db
    .selectFrom('payment_transactions')
    .select([
      'platform',
      'transaction_id',
      'state',
      'disputed_at',
      'plan',
      'amount',
      'recurrence',
      'paid_at',
      'starts_at',
      'ends_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('paid_at', 'desc')
    .orderBy('transaction_id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    platform: row.platform,
    transactionId: row.transaction_id,
    plan: row.plan,
    amount: row.amount === null ? null : Number(row.amount),
    recurrence: row.recurrence,
    status: statusOf(row),
    paidAt: row.paid_at?.toISOString() ?? null,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
  }));
}
