import { randomUUID } from 'node:crypto';
import { type Selectable, sql } from 'kysely';
import { isStorableDate } from '../../../../shared/keyset-cursor';
import type { LibraryItemValues } from '../../../../shared/schemas/library';
import type { Db } from '../../../platform/db/connection';
import { executeNamed } from '../../../platform/db/fast/named-statements';
import { inPageOrder, type ListQuery, listPage } from '../../../platform/db/newest-first-page';
import type { LibraryItemsTable } from '../../../platform/db/schema/library-items';
import { normalizeSearchText } from '../../../platform/db/text-search';
import { inTransaction, lockedForUpdate } from '../../../platform/db/transaction';
import { AppError } from '../../../platform/http/app-error';

/** `library_items.name` → `name`. */
type ColumnName<Qualified> = Qualified extends `library_items.${infer Column}` ? Column : never;

// What every read of a library item selects (the view needs no more).
const LIBRARY_COLUMNS = [
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

export type LibraryImage = { url: string; key: string | null };

/** A place in the members' grid: after this item. */
export type GridPosition = { createdAt: Date; id: string };

/** The grid position as the client carries it, opaque: base64url of "iso|id". */
export const encodeCursor = ({ createdAt, id }: GridPosition) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor: string): GridPosition {
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso);
  if (!isStorableDate(createdAt) || !/^[\w-]{1,64}$/.test(id)) throw new AppError(400, 'Posição inválida.');
  return { createdAt, id };
}

const NAME_INDEX = { table: 'library_items', column: 'name_search' };

/** The form's fields as columns (the name also as the search folds it). */
const columnsOf = (values: LibraryItemValues) => ({
  name: values.name,
  name_search: normalizeSearchText(values.name),
  description: values.description,
  file_url: values.fileUrl,
  is_active: values.isActive,
});

/** Adds an item: the form's fields, the stored image if any, who added it. */
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
      ...columnsOf(values),
      image_url: image?.url ?? null,
      image_key: image?.key ?? null,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returning(LIBRARY_COLUMNS)
    .executeTakeFirstOrThrow();
}

/**
 * Saves the form's fields and, when a new image came, the image. Returns the row before and after
 * (the caller removes the replaced image's files), in one transaction so the two agree.
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
        ...columnsOf(values),
        // A new link is another file: its size is read again (file-size.ts).
        ...(values.fileUrl !== before.file_url ? { file_size: null } : {}),
        updated_at: new Date(),
        ...(image ? { image_url: image.url, image_key: image.key } : {}),
      })
      .where('id', '=', id)
      .returning(LIBRARY_COLUMNS)
      .executeTakeFirstOrThrow();
    return { before, after };
  });
}

/** Activates or deactivates an item, nothing else. */
export async function setLibraryItemStatus({ db, id, isActive }: { db: Db; id: string; isActive: boolean }) {
  return db
    .updateTable('library_items')
    .set({ is_active: isActive, updated_at: new Date() })
    .where('id', '=', id)
    .returning(LIBRARY_COLUMNS)
    .executeTakeFirst();
}

/** Deletes an item; returns the image key so its files can go too, and the name for the audit. */
export async function deleteLibraryItem({ db, id }: { db: Db; id: string }) {
  return db
    .deleteFrom('library_items')
    .where('id', '=', id)
    .returning(['id', 'name', 'image_key'])
    .executeTakeFirst();
}

/** One item by id; `activeOnly` for members, who never see an inactive one. */
export async function getLibraryItem({ db, id, activeOnly }: { db: Db; id: string; activeOnly: boolean }) {
  let query = db.selectFrom('library_items').select(LIBRARY_COLUMNS).where('id', '=', id);
  if (activeOnly) query = query.where('is_active', '=', true);
  return query.executeTakeFirst();
}

/**
 * Counts a download: one atomic UPDATE (the row lock on PostgreSQL, the single writer on SQLite),
 * so concurrent downloads never lose a count. Inactive items are not counted and give undefined,
 * like a missing one.
 */
export async function incrementDownloadCount({ db, id }: { db: Db; id: string }) {
  return db
    .updateTable('library_items')
    .set({ downloads_count: sql<number>`downloads_count + 1` })
    .where('id', '=', id)
    .where('is_active', '=', true)
    .returning(['file_url', 'downloads_count'])
    .executeTakeFirst();
}

/**
 * The members' grid: active items, newest first. Paged by keyset (after the last item seen), so
 * any page is one walk of `library_items_active_page_idx`, however deep. One row more than the
 * page tells whether another page exists.
 */
export async function listActiveLibraryItems({
  db,
  after,
  limit,
}: {
  db: Db;
  after?: GridPosition;
  limit: number;
}) {
  let query = db
    .selectFrom('library_items')
    .select(LIBRARY_COLUMNS)
    .where('is_active', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (after) {
    query = query.where((eb) =>
      eb(eb.refTuple('created_at', 'id'), '<', eb.tuple(after.createdAt, after.id)),
    );
  }
  const rows = await query.execute();
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/**
 * The admin list: every item, newest first, a page at a time, optionally by name (contains,
 * case- and accent-insensitive), with the exact total: counted and paged in the indexes
 * (newest-first-page.ts), then only the page's rows are read.
 */
export async function listLibraryItems({
  db,
  search,
  page,
  pageSize,
}: {
  db: Db;
  search?: string;
  page: number;
  pageSize: number;
}) {
  const query: ListQuery = {
    list: 'library_items',
    activeOnly: false,
    search: search ? { index: NAME_INDEX, term: search } : undefined,
  };
  const { ids, total } = await listPage({ db, query, page, pageSize });
  if (ids.length === 0) return { rows: [], total };
  const rows = await executeNamed(
    db,
    db.selectFrom('library_items').select(LIBRARY_COLUMNS).where('id', 'in', ids),
  );
  return { rows: inPageOrder(ids, rows), total };
}

/**
 * The size its download link declared, kept only while the item still points at that link (an
 * admin may have changed it meanwhile).
 */
export async function setLibraryItemFileSize({
  db,
  id,
  fileUrl,
  size,
}: {
  db: Db;
  id: string;
  fileUrl: string;
  size: number;
}) {
  await db
    .updateTable('library_items')
    .set({ file_size: size })
    .where('id', '=', id)
    .where('file_url', '=', fileUrl)
    .execute();
}
