import { Hono } from 'hono';
import { PAGE_SIZE } from '../../../shared/constants';
import { pageCount } from '../../../shared/pagination';
import { idParamSchema, listQuerySchema } from '../../../shared/schemas/content-fields';
import { trainingProgressSchema } from '../../../shared/schemas/trainings';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { setTrainingProgress } from './data/training-progress';
import { getTraining, listTrainings } from './data/trainings';
import { toTrainingView } from './training-views';

export const TRAINING_NOT_FOUND = 'Treinamento não encontrado.';

/**
 * /treinamentos (sign-in only): active trainings, searched by title, with the member's progress.
 */
export function trainingsRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('member', deps), validate('query', listQuerySchema), async (c) => {
      const { search, page } = c.req.valid('query');
      const { userId } = requireViewer(c);
      const { rows, total } = await listTrainings({
        db,
        search,
        page,
        pageSize: PAGE_SIZE,
        member: { userId },
      });
      return c.json({
        items: rows.map(toTrainingView),
        total,
        page,
        pageCount: pageCount(total, PAGE_SIZE),
        pageSize: PAGE_SIZE,
      });
    })
    .get('/:id', allow('member', deps), validate('param', idParamSchema), async (c) => {
      const row = await getTraining({ db, id: c.req.valid('param').id, memberId: requireViewer(c).userId });
      if (!row) throw new AppError(404, TRAINING_NOT_FOUND);
      return c.json({ training: toTrainingView(row) });
    })
    .put(
      '/:id/progress',
      allow('member', deps),
      validate('param', idParamSchema),
      validate('json', trainingProgressSchema),
      async (c) => {
        const { watched } = c.req.valid('json');
        const saved = await setTrainingProgress({
          db,
          userId: requireViewer(c).userId,
          trainingId: c.req.valid('param').id,
          watched,
        });
        if (!saved) throw new AppError(404, TRAINING_NOT_FOUND);
        return c.json({ watched });
      },
    );
}
