import type { AdminLibraryItemView, LibraryItemView } from '../../../shared/schemas/library';
import type { LibraryItemRow } from './data/library-columns';
import { imageUrlOf, thumbnailKeyOf } from './library-image';

export function toLibraryItemView(row: LibraryItemRow): LibraryItemView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    fileUrl: row.file_url,
    imageUrl: row.image_url,
    // The grid shows the small copy made at upload; an outside image has none.
    thumbnailUrl: row.image_key ? imageUrlOf(thumbnailKeyOf(row.image_key)) : row.image_url,
    downloadsCount: row.downloads_count,
    fileSize: row.file_size,
    createdAt: row.created_at.toISOString(),
  };
}

export const toAdminLibraryItemView = (row: LibraryItemRow): AdminLibraryItemView => ({
  ...toLibraryItemView(row),
  isActive: row.is_active,
});
