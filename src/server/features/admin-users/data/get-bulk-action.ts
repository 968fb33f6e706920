import type { Db } from '../../../platform/db/connection';

/** One bulk action, as the admin follows its progress. */
export function getBulkAction({ db, id }: { db: Db; id: string }) {
  return db.selectFrom('bulk_actions').selectAll().where('id', '=', id).executeTakeFirst();
}
