import { Hono } from 'hono';
import { PAGE_SIZE } from '../../../shared/constants';
import { pageCount } from '../../../shared/pagination';
import { idParamSchema, listQuerySchema } from '../../../shared/schemas/content-fields';
import { trainingSchema, trainingStatusSchema } from '../../../shared/schemas/trainings';
import { extractYoutubeId } from '../../../shared/youtube';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { audited, requestActor } from '../audit';
import {
  createTraining,
  deleteTraining,
  getTraining,
  listTrainings,
  setTrainingStatus,
  updateTraining,
} from './data/trainings';
import { toAdminTrainingView, trainingFields, trainingTarget } from './training-views';
import { TRAINING_NOT_FOUND } from './trainings.routes';

const notFound = () => new AppError(404, TRAINING_NOT_FOUND);

/** The schema already refused a URL without an 11-character id (shared/youtube.ts). */
const videoIdOf = (url: string) => {
  const id = extractYoutubeId(url);
  if (!id) throw new AppError(400, 'Não foi possível extrair o ID do vídeo do YouTube.');
  return id;
};

/**
 * /admin/treinamentos (docs/product.md#library-and-trainings): every training, add, edit, activate
 * and delete.
 */
export function trainingsAdminRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin', deps), validate('query', listQuerySchema), async (c) => {
      const { search, page } = c.req.valid('query');
      const { rows, total } = await listTrainings({ db, search, page, pageSize: PAGE_SIZE });
      return c.json({
        items: rows.map(toAdminTrainingView),
        total,
        page,
        pageCount: pageCount(total, PAGE_SIZE),
        pageSize: PAGE_SIZE,
      });
    })
    .get('/:id', allow('admin', deps), validate('param', idParamSchema), async (c) => {
      const row = await getTraining({ db, id: c.req.valid('param').id });
      if (!row) throw notFound();
      return c.json({ training: toAdminTrainingView(row) });
    })
    .post('/', allow('admin', deps), validate('json', trainingSchema), async (c) => {
      const values = c.req.valid('json');
      const viewer = requireViewer(c);
      const row = await audited({
        db,
        actor: requestActor(c),
        write: (trx) =>
          createTraining({
            db: trx,
            values,
            videoId: videoIdOf(values.youtubeUrl),
            createdBy: viewer.userId,
          }),
        record: (created) => ({
          action: 'training.created',
          target: trainingTarget(created),
          after: trainingFields(created),
        }),
      });
      return c.json(
        { message: 'Treinamento adicionado com sucesso!', training: toAdminTrainingView(row) },
        201,
      );
    })
    .put(
      '/:id',
      allow('admin', deps),
      validate('param', idParamSchema),
      validate('json', trainingSchema),
      async (c) => {
        const saved = await audited({
          db,
          actor: requestActor(c),
          write: (trx) =>
            updateTraining({
              db: trx,
              id: c.req.valid('param').id,
              values: c.req.valid('json'),
              videoIdFor: videoIdOf,
            }),
          record: ({ before, after }) => ({
            action: 'training.updated',
            target: trainingTarget(after),
            before: trainingFields(before),
            after: trainingFields(after),
          }),
        });
        if (!saved) throw notFound();
        return c.json({
          message: 'Treinamento atualizado com sucesso!',
          training: toAdminTrainingView(saved.after),
        });
      },
    )
    .patch(
      '/:id/status',
      allow('admin', deps),
      validate('param', idParamSchema),
      validate('json', trainingStatusSchema),
      async (c) => {
        const { isActive } = c.req.valid('json');
        const row = await audited({
          db,
          actor: requestActor(c),
          write: (trx) => setTrainingStatus({ db: trx, id: c.req.valid('param').id, isActive }),
          record: (changed) => ({
            action: 'training.status_changed',
            target: trainingTarget(changed),
            after: { active: changed.is_active },
          }),
        });
        if (!row) throw notFound();
        return c.json({
          message: isActive ? 'Treinamento ativado com sucesso.' : 'Treinamento desativado com sucesso.',
          training: toAdminTrainingView(row),
        });
      },
    )
    .delete('/:id', allow('admin', deps), validate('param', idParamSchema), async (c) => {
      const deleted = await audited({
        db,
        actor: requestActor(c),
        write: (trx) => deleteTraining({ db: trx, id: c.req.valid('param').id }),
        record: (row) => ({ action: 'training.deleted', target: trainingTarget(row) }),
      });
      if (!deleted) throw notFound();
      return c.json({ message: 'Treinamento excluído com sucesso.' });
    });
}
