import type { ColumnType } from 'kysely';
import type { Timestamp } from './timestamp';

export type LibraryItemsTable = {
  id: string;
  name: string;
  description: string | null;
  file_url: string;
  image_url: string | null;
  is_active: boolean;
  downloads_count: ColumnType<number, number | undefined, number>;
  file_size: number | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};
