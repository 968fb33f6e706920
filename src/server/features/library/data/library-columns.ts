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

export type LibraryItemRow = {
  id: string;
  name: string;
  description: string | null;
  file_url: string;
  image_url: string | null;
  image_key: string | null;
  is_active: boolean;
  downloads_count: number;
  file_size: number | null;
  created_at: Date;
};
