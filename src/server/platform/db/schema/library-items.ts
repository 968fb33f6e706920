import type { ColumnType } from 'kysely';
import type { Timestamp } from './timestamp';

export type LibraryItemsTable = {
  id: string;
  name: string;
  description: string | null;
  file_url: string;
  image_url: string | null;
  /** Storage key of the uploaded image (its thumbnail beside it); null for none or an outside URL. */
  image_key: string | null;
  is_active: boolean;
  downloads_count: ColumnType<number, number | undefined, number>;
  file_size: number | null;
  /** name, normalized for search (platform/db/text-search.ts). */
  name_search: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};
