import { Hono } from 'hono';
import { LIBRARY_GRID_PAGE_SIZE } from '../../../shared/constants';
import { idParamSchema } from '../../../shared/schemas/content-fields';
import { libraryGridQuerySchema } from '../../../shared/schemas/library';
import type { AppEnv, Deps } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { isStorageKey } from '../../platform/storage/storage';
import { allow } from '../access';
import {
  decodeCursor,
  encodeCursor,
  getLibraryItem,
  incrementDownloadCount,
  listActiveLibraryItems,
} from './data/library-items';
import { storageKeyOf } from './library-image';
import { toLibraryItemView } from './library-views';

export const ITEM_NOT_FOUND = 'Item não encontrado.';
const notFound = () => new AppError(404, ITEM_NOT_FOUND);

/**
 * /biblioteca (docs/product.md#library-and-trainings): active subscribers (and admins) browse and
 * download active items.
 */
export function libraryRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('subscriber', deps), validate('query', libraryGridQuerySchema), async (c) => {
      const { cursor } = c.req.valid('query');
      const { rows, hasMore } = await listActiveLibraryItems({
        db,
        after: cursor ? decodeCursor(cursor) : undefined,
        limit: LIBRARY_GRID_PAGE_SIZE,
      });
      const last = rows.at(-1);
      return c.json({
        items: rows.map(toLibraryItemView),
        nextCursor: hasMore && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
      });
    })
    .get('/images/:file', allow('subscriber', deps), async (c) => {
      // Names are ours ({timestamp-random.ext}); anything else, and anything the storage would
      // refuse as a key (`_x.png` was a 500), is simply not there.
      const file = c.req.param('file');
      const key = storageKeyOf(file);
      if (!/^[\w-]+(\.thumb)?\.[a-z0-9]+$/.test(file) || !isStorageKey(key)) throw notFound();
      const stored = await deps.storage.get(key);
      if (!stored) throw new AppError(404, 'Imagem não encontrada.');
      return c.body(stored.body as Uint8Array<ArrayBuffer>, 200, {
        'content-type': stored.contentType,
        // Never rewritten under the same name: cached for a year, in this member's browser only.
        'cache-control': 'private, max-age=31536000, immutable',
        'content-security-policy': "default-src 'none'",
      });
    })
    .get('/:id', allow('subscriber', deps), validate('param', idParamSchema), async (c) => {
      const row = await getLibraryItem({ db, id: c.req.valid('param').id, activeOnly: true });
      if (!row) throw notFound();
      return c.json({ item: toLibraryItemView(row) });
    })
    .post('/:id/download', allow('subscriber', deps), validate('param', idParamSchema), async (c) => {
      const counted = await incrementDownloadCount({ db, id: c.req.valid('param').id });
      if (!counted) throw notFound();
      return c.json({ fileUrl: counted.file_url, downloadsCount: counted.downloads_count });
    });
}
