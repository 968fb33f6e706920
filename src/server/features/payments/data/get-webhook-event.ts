import type { Db } from '../../../platform/db/connection';
import { lockedForUpdate } from '../../../platform/db/transaction';

/** One stored delivery with its payload; locked until commit when `forUpdate` (a reprocess). */
export async function getWebhookEvent({
  db,
  id,
  forUpdate = false,
}: {
  db: Db;
  id: string;
  forUpdate?: boolean;
}) {
  const query = db.selectFrom('webhook_events').selectAll().where('id', '=', id);
  return (forUpdate ? lockedForUpdate(db, query) : query).executeTakeFirst();
}
