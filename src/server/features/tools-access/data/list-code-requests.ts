import { PAGE_SIZE } from '../../../../shared/constants';
import type { KeysetCursor } from '../../../../shared/keyset-cursor';
import type { Db } from '../../../platform/db/connection';
import { afterCursor, keysetOrder, keysetPage } from '../../../platform/db/keyset-page';

/**
 * The latest code requests, newest first, pages of 10 by keyset with no count (issue 22 §5): a
 * range of totp_requests_created_id_idx (created_at, id) from the cursor on.
 */
export function listCodeRequests({
  db,
  cursor,
  pageSize = PAGE_SIZE,
}: {
  db: Db;
  cursor: KeysetCursor | undefined;
  pageSize?: number;
}) {
  return keysetPage({
    cursor,
    pageSize,
    read: (from, limit) => {
      const order = keysetOrder(from);
      let query = db
        .selectFrom('totp_requests')
        .select(['id', 'user_id', 'user_name', 'user_email', 'ip_address', 'user_agent', 'created_at']);
      if (from) query = query.where(afterCursor(from, { time: 'created_at', id: 'id', integerId: true }));
      return query.orderBy('created_at', order).orderBy('id', order).limit(limit).execute();
    },
    keyOf: (row) => ({ at: row.created_at, id: row.id }),
  });
}
