import { Hono } from 'hono';
import { PAGE_SIZE } from '../../../shared/constants';
import { pageCount } from '../../../shared/pagination';
import { idParamSchema, listQuerySchema } from '../../../shared/schemas/content-fields';
import { libraryStatusSchema } from '../../../shared/schemas/library';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { audited, requestActor } from '../audit';
import {
  createLibraryItem,
  deleteLibraryItem,
  getLibraryItem,
  type LibraryImage,
  listLibraryItems,
  setLibraryItemStatus,
  updateLibraryItem,
} from './data/library-items';
import { fillFileSizeLater } from './file-size';
import { ITEM_NOT_FOUND } from './library.routes';
import { readLibraryForm, uploadLimit } from './library-form';
import { type PreparedImage, removeImageQuietly, saveImage } from './library-image';
import { libraryFields, libraryTarget, toAdminLibraryItemView } from './library-views';

const IMAGE_NOT_SAVED = 'Não foi possível enviar a imagem; o item foi salvo sem ela.';
const IMAGE_NOT_REPLACED = 'Não foi possível enviar a nova imagem; a imagem anterior foi mantida.';

/**
 * /admin/biblioteca (docs/product.md#library-and-trainings): the whole catalogue, add, edit,
 * activate and delete.
 */
export function libraryAdminRoutes(deps: Deps) {
  const { db } = deps.database;

  /**
   * A failed upload does not stop the save. A bad file was refused earlier (4xx, by prepareImage);
   * what fails here is the storage itself. docs/decisions/026-upload-with-storage-down.md: a
   * storage that is down (503) stops the save instead, nothing written, so the admin sends the same
   * form again.
   */
  const trySaveImage = async (image: PreparedImage | undefined): Promise<LibraryImage | null> => {
    if (!image) return null;
    try {
      return await saveImage(deps.storage, image);
    } catch (err) {
      if (err instanceof AppError && err.code === 'storage_unavailable') throw err;
      deps.logger.error({ err }, 'library image upload failed; saving the item without it');
      return null;
    }
  };

  /** The row failed to save after its image was stored: the image goes too (nothing half-stored). */
  const undoImage = async (image: LibraryImage | null, error: unknown): Promise<never> => {
    await removeImageQuietly(deps.storage, image?.key ?? null, deps.logger);
    throw error;
  };

  return new Hono<AppEnv>()
    .get('/', allow('admin', deps), validate('query', listQuerySchema), async (c) => {
      const { search, page } = c.req.valid('query');
      const { rows, total } = await listLibraryItems({ db, search, page, pageSize: PAGE_SIZE });
      return c.json({
        items: rows.map(toAdminLibraryItemView),
        total,
        page,
        pageCount: pageCount(total, PAGE_SIZE),
        pageSize: PAGE_SIZE,
      });
    })
    .get('/:id', allow('admin', deps), validate('param', idParamSchema), async (c) => {
      const row = await getLibraryItem({ db, id: c.req.valid('param').id, activeOnly: false });
      if (!row) throw new AppError(404, ITEM_NOT_FOUND);
      return c.json({ item: toAdminLibraryItemView(row) });
    })
    .post('/', allow('admin', deps), uploadLimit, async (c) => {
      const form = await readLibraryForm(c);
      if (form instanceof Response) return form;
      const image = await trySaveImage(form.image);
      const viewer = requireViewer(c);
      const row = await audited({
        db,
        actor: requestActor(c),
        write: (trx) => createLibraryItem({ db: trx, values: form.values, image, createdBy: viewer.userId }),
        record: (created) => ({
          action: 'library.created',
          target: libraryTarget(created),
          after: libraryFields(created),
        }),
      }).catch((error) => undoImage(image, error));
      void fillFileSizeLater({ deps, item: row });
      return c.json(
        {
          message: 'Item adicionado com sucesso!',
          item: toAdminLibraryItemView(row),
          warning: form.image && !image ? IMAGE_NOT_SAVED : undefined,
        },
        201,
      );
    })
    .put('/:id', allow('admin', deps), uploadLimit, validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      const form = await readLibraryForm(c);
      if (form instanceof Response) return form;
      const image = await trySaveImage(form.image);
      const saved = await audited({
        db,
        actor: requestActor(c),
        write: (trx) => updateLibraryItem({ db: trx, id, values: form.values, image }),
        record: ({ before, after }) => ({
          action: 'library.updated',
          target: libraryTarget(after),
          before: libraryFields(before),
          after: libraryFields(after),
        }),
      }).catch((error) => undoImage(image, error));
      if (!saved) {
        await removeImageQuietly(deps.storage, image?.key ?? null, deps.logger);
        throw new AppError(404, ITEM_NOT_FOUND);
      }
      if (image) await removeImageQuietly(deps.storage, saved.before.image_key, deps.logger);
      void fillFileSizeLater({ deps, item: saved.after });
      return c.json({
        message: 'Item atualizado com sucesso!',
        item: toAdminLibraryItemView(saved.after),
        warning: form.image && !image ? IMAGE_NOT_REPLACED : undefined,
      });
    })
    .patch(
      '/:id/status',
      allow('admin', deps),
      validate('param', idParamSchema),
      validate('json', libraryStatusSchema),
      async (c) => {
        const { isActive } = c.req.valid('json');
        const row = await audited({
          db,
          actor: requestActor(c),
          write: (trx) => setLibraryItemStatus({ db: trx, id: c.req.valid('param').id, isActive }),
          record: (changed) => ({
            action: 'library.status_changed',
            target: libraryTarget(changed),
            after: { active: changed.is_active },
          }),
        });
        if (!row) throw new AppError(404, ITEM_NOT_FOUND);
        return c.json({
          message: isActive ? 'Item ativado com sucesso.' : 'Item desativado com sucesso.',
          item: toAdminLibraryItemView(row),
        });
      },
    )
    .delete('/:id', allow('admin', deps), validate('param', idParamSchema), async (c) => {
      const deleted = await audited({
        db,
        actor: requestActor(c),
        write: (trx) => deleteLibraryItem({ db: trx, id: c.req.valid('param').id }),
        record: (row) => ({ action: 'library.deleted', target: libraryTarget(row) }),
      });
      if (!deleted) throw new AppError(404, ITEM_NOT_FOUND);
      await removeImageQuietly(deps.storage, deleted.image_key, deps.logger);
      return c.json({ message: 'Item excluído com sucesso.' });
    });
}
