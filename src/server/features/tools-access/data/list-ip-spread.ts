import { sql } from 'kysely';
import type { Db } from '../../../platform/db/connection';

const LIMIT = 10;

/**
 * The members seen from the most distinct addresses since a moment, counting both their code
 * requests and their sign-ins (issue 21 §3): one account used from many places is the mark of
 * resold or leaked access (DECISIONS). Reads the ranges of totp_requests_created_id_idx and
 * sign_ins_created_at_idx; names come from the code requests (kept if the member is deleted), else
 * from the profile.
 */
export async function listIpSpread({ db, since }: { db: Db; since: Date }) {
  const codes = db
    .selectFrom('totp_requests')
    .select(['user_id', 'ip_address', 'created_at', 'user_email', 'user_name', sql<number>`1`.as('is_code')])
    .where('created_at', '>=', since);
  const signIns = db
    .selectFrom('sign_ins')
    .innerJoin('profiles', 'profiles.id', 'sign_ins.user_id')
    .select([
      'sign_ins.user_id',
      'sign_ins.ip_address',
      'sign_ins.created_at',
      'profiles.email as user_email',
      (eb) => eb.fn.coalesce('profiles.full_name', sql<string>`''`).as('user_name'),
      sql<number>`0`.as('is_code'),
    ])
    .where('sign_ins.created_at', '>=', since)
    .where('sign_ins.ip_address', 'is not', null);
  const rows = await db
    .selectFrom(codes.unionAll(signIns).as('activity'))
    .select((eb) => [
      'user_id',
      eb.fn.max('user_email').as('user_email'),
      eb.fn.max('user_name').as('user_name'),
      eb.fn.count<number>('ip_address').distinct().as('ip_count'),
      eb.fn.sum<number>('is_code').as('request_count'),
      eb.fn.countAll<number>().as('activity_count'),
      eb.fn.max('created_at').as('last_request_at'),
    ])
    .groupBy('user_id')
    .orderBy('ip_count', 'desc')
    .orderBy('activity_count', 'desc')
    .limit(LIMIT)
    .execute();
  return rows.map((row) => ({
    user_id: row.user_id,
    user_email: row.user_email ?? '',
    user_name: row.user_name ?? '',
    ip_count: Number(row.ip_count),
    request_count: Number(row.request_count),
    sign_in_count: Number(row.activity_count) - Number(row.request_count),
    last_request_at: new Date(row.last_request_at),
  }));
}
