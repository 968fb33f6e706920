import { Hono } from 'hono';
import { userSegmentSchema } from '../../../shared/schemas/admin-users';
import {
  type BulkActionFields,
  type BulkActionView,
  bulkActionFieldsSchema,
  bulkActionIdParam,
} from '../../../shared/schemas/bulk-actions';
import { segmentLabel } from '../../../shared/user-segments';
import type { AppEnv, Deps } from '../../app-env';
import type { BulkActionRow } from '../../platform/db/schema/bulk-actions';
import { afterCommit } from '../../platform/db/transaction';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { audited, requestActor } from '../audit';
import { createBulkAction, getBulkAction } from './data/bulk-actions';
import { countSegment } from './data/list-users';

const toBulkActionView = (row: BulkActionRow): BulkActionView => ({
  id: row.id,
  kind: row.kind,
  planned: Number(row.planned),
  applied: Number(row.applied),
  unchanged: Number(row.unchanged),
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
});

const EMPTY_SEGMENT = 'Nenhum usuário neste segmento: ajuste os filtros.';
const NOT_FOUND = 'Ação em massa não encontrada.';

const actionLabel = (action: BulkActionFields) =>
  action.kind === 'extend' ? `+${action.days} dias` : `e-mail: ${action.subject}`;
const members = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'usuário' : 'usuários'}`;

/**
 * Under /api/admin/users (docs/decisions/023-member-segments.md): a segment's exact count (what the
 * confirmation states), and bulk actions on it — queued in one row with its audit row, applied by
 * the bulk action worker (bulk-action-worker.ts), followed by id.
 */
export function bulkActionsRoutes(deps: Deps) {
  const { db } = deps.database;
  return (
    new Hono<AppEnv>()
      .get('/segment/count', allow('admin', deps), validate('query', userSegmentSchema), async (c) => {
        return c.json({ count: await countSegment({ db, segment: c.req.valid('query'), now: new Date() }) });
      })
      // The segment travels as the list's query string (as to the list, its count and its CSV).
      .post(
        '/bulk-actions',
        allow('admin', deps),
        validate('query', userSegmentSchema),
        validate('json', bulkActionFieldsSchema),
        async (c) => {
          const segment = c.req.valid('query');
          const action = c.req.valid('json');
          const now = new Date();
          const planned = await countSegment({ db, segment, now });
          if (planned === 0) throw new AppError(422, EMPTY_SEGMENT);
          const actor = requestActor(c);
          const row = await audited({
            db,
            actor,
            write: async (trx) => {
              const created = await createBulkAction({
                db: trx,
                actor,
                segment,
                action,
                planned,
                now,
              });
              afterCommit(trx, () => deps.bulkActions.wake());
              return created;
            },
            record: () => ({
              action: 'users.bulk_scheduled',
              target: { label: `Segmento: ${segmentLabel(segment)}` },
              after: { acao: actionLabel(action), usuarios: planned },
            }),
          });
          return c.json(
            { message: `Ação agendada para ${members(planned)}.`, bulkAction: toBulkActionView(row) },
            202,
          );
        },
      )
      .get('/bulk-actions/:id', allow('admin', deps), validate('param', bulkActionIdParam), async (c) => {
        const row = await getBulkAction({ db, id: c.req.valid('param').id });
        if (!row) throw new AppError(404, NOT_FOUND);
        return c.json({ bulkAction: toBulkActionView(row) });
      })
  );
}
