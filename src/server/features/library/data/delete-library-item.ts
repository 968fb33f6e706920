import type { Db } from '../../../platform/db/connection';

/** SPEC §7 delete by id; returns the image key so its files can go too, and the name for the audit. */
export async function deleteLibraryItem({ db, id }: { db: Db; id: string }) {
  return db
    .deleteFrom('library_items')
    .where('id', '=', id)
    .returning(['id', 'name', 'image_key'])
    .executeTakeFirst();
}
