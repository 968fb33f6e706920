import { randomUUID } from 'node:crypto';
import type { LibraryItemValues } from '../../../../shared/schemas/library';
import type { Db } from '../../../platform/db/connection';
import { normalizeSearchText } from '../../../platform/db/text-search';
import { LIBRARY_COLUMNS } from './library-columns';

export type LibraryImage = { url: string; key: string | null };

/** SPEC §7 insert: name, description, file_url, image_url, is_active, created_by. */
export async function createLibraryItem({
  db,
  values,
  image,
  createdBy,
}: {
  db: Db;
  values: LibraryItemValues;
  image: LibraryImage | null;
  createdBy: string;
}) {
  const now = new Date();
  return db
    .insertInto('library_items')
    .values({
      id: randomUUID(),
      name: values.name,
      name_search: normalizeSearchText(values.name),
      description: values.description,
      file_url: values.fileUrl,
      image_url: image?.url ?? null,
      image_key: image?.key ?? null,
      is_active: values.isActive,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning(LIBRARY_COLUMNS)
    .executeTakeFirstOrThrow();
}
