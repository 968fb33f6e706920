import { PAGE_SIZE } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';

/** The latest code requests, newest first, one page at a time (index totp_requests_created_at_idx). */
export async function listCodeRequests({ db, page }: { db: Db; page: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('totp_requests')
      .select(['id', 'user_id', 'user_name', 'user_email', 'ip_address', 'user_agent', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    db
      .selectFrom('totp_requests')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
