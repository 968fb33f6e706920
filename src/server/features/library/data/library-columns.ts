import type { Selectable } from 'kysely';
import type { LibraryItemsTable } from '../../../platform/db/schema/library-items';

/** `library_items.name` → `name`. */
type ColumnName<Qualified> = Qualified extends `library_items.${infer Column}` ? Column : never;

// What every read of a library item selects (the view needs no more).
export const LIBRARY_COLUMNS = [
  'library_items.id',
  'library_items.name',
  'library_items.description',
  'library_items.file_url',
  'library_items.image_url',
  'library_items.image_key',
  'library_items.is_active',
  'library_items.downloads_count',
  'library_items.file_size',
  'library_items.created_at',
] as const;

/** The row those columns read, derived from the table's type so the two cannot drift. */
export type LibraryItemRow = Pick<
  Selectable<LibraryItemsTable>,
  ColumnName<(typeof LIBRARY_COLUMNS)[number]>
>;
