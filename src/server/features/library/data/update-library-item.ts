import type { LibraryItemValues } from '../../../../shared/schemas/library';
import type { Db } from '../../../platform/db/connection';
import { normalizeSearchText } from '../../../platform/db/text-search';
import { inTransaction, lockedForUpdate } from '../../../platform/db/transaction';
import type { LibraryImage } from './create-library-item';
import { LIBRARY_COLUMNS } from './library-columns';

/**
 * SPEC §7 update: name, description, file_url, is_active and, when a new image came, the image.
 * Returns the row before and after (the caller removes the replaced image's files), in one
 * transaction so the two agree.
 */
export async function updateLibraryItem({
  db,
  id,
  values,
  image,
}: {
  db: Db;
  id: string;
  values: LibraryItemValues;
  image: LibraryImage | null;
}) {
  return inTransaction(db, async (trx) => {
    // Two admins saving images at once must not both think they replaced the same one.
    const before = await lockedForUpdate(
      trx,
      trx.selectFrom('library_items').select(LIBRARY_COLUMNS).where('id', '=', id),
    ).executeTakeFirst();
    if (!before) return undefined;
    const after = await trx
      .updateTable('library_items')
      .set({
        name: values.name,
        name_search: normalizeSearchText(values.name),
        description: values.description,
        file_url: values.fileUrl,
        is_active: values.isActive,
        updated_at: new Date(),
        ...(image ? { image_url: image.url, image_key: image.key } : {}),
      })
      .where('id', '=', id)
      .returning(LIBRARY_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}
