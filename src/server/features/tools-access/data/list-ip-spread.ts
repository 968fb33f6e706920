import type { Db } from '../../../platform/db/connection';

const LIMIT = 10;

/**
 * The members whose code requests came from the most distinct addresses since a moment: one
 * account used from many places is the mark of resold or leaked access (DECISIONS).
 * Reads the range of totp_requests_created_at_idx.
 */
export async function listIpSpread({ db, since }: { db: Db; since: Date }) {
  const rows = await db
    .selectFrom('totp_requests')
    .select((eb) => [
      'user_id',
      eb.fn.max('user_email').as('user_email'),
      eb.fn.max('user_name').as('user_name'),
      eb.fn.count<number>('ip_address').distinct().as('ip_count'),
      eb.fn.countAll<number>().as('request_count'),
      eb.fn.max('created_at').as('last_request_at'),
    ])
    .where('created_at', '>=', since)
    .groupBy('user_id')
    .orderBy('ip_count', 'desc')
    .orderBy('request_count', 'desc')
    .limit(LIMIT)
    .execute();
  return rows.map((row) => ({
    ...row,
    ip_count: Number(row.ip_count),
    request_count: Number(row.request_count),
    last_request_at: new Date(row.last_request_at),
  }));
}
