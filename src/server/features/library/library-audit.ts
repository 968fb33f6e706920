import type { AuditEntry } from '../audit';
import type { LibraryItemRow } from './data/library-columns';

// Issue 20 §3: what a library item's audit row names and records (the audit screen's field names).

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
