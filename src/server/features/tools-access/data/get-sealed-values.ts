import type { Db } from '../../../platform/db/connection';
import type { SealedColumn } from '../credential-columns';

/** The sealed text of some settings (row id 1), read fresh each time: no process keeps a stale copy. */
export async function getSealedValues<C extends SealedColumn>({
  db,
  columns,
}: {
  db: Db;
  columns: readonly C[];
}) {
  const row = await db.selectFrom('app_settings').select(columns).where('id', '=', 1).executeTakeFirst();
  return (row ?? {}) as Partial<Record<C, string | null>>;
}
