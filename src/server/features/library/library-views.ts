import type { AdminLibraryItemView, LibraryItemView } from '../../../shared/schemas/library';
import type { AuditEntry } from '../audit';
import type { LibraryItemRow } from './data/library-items';
import { imageUrlOf, thumbnailKeyOf } from './library-image';

// A library item as the API answers it, and as its audit row names and records it (the audit
// screen's field names).

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

type Described = Pick<LibraryItemRow, 'name'> & Partial<LibraryItemRow>;

export const libraryTarget = (row: Pick<LibraryItemRow, 'name'>): AuditEntry['target'] => ({
  label: `Biblioteca: ${row.name}`,
});

export const libraryFields = (row: Described) => ({
  title: row.name,
  description: row.description,
  fileUrl: row.file_url,
  active: row.is_active,
  image: row.image_url ?? null,
});
