import { Hono } from 'hono';
import { idParamSchema } from '../../../shared/schemas/content-fields';
import { type AdminToolView, toolSchema, toolStatusSchema } from '../../../shared/schemas/tools-catalogue';
import type { AppEnv, Deps } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { audited, requestActor } from '../audit';
import { createTool, deleteTool, listTools, setToolStatus, updateTool } from './data/landing-tools';
import { statusFields, toAdminToolView, toolFields, toolTarget } from './tool-views';

export const TOOL_NOT_FOUND = 'Ferramenta não encontrada.';

/**
 * /admin/ferramentas (docs/product.md#the-tool-catalogue): the whole catalogue, add, edit,
 * delete, and each tool's status. Every write is audited.
 */
export function toolsCatalogueAdminRoutes(deps: Deps, clock: () => number = Date.now) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin', deps), async (c) => {
      const rows = await listTools({ db, activeOnly: false });
      return c.json<AdminToolView[]>(rows.map(toAdminToolView));
    })
    .post('/', allow('admin', deps), validate('json', toolSchema), async (c) => {
      const row = await audited({
        db,
        actor: requestActor(c),
        write: (trx) => createTool({ db: trx, values: c.req.valid('json') }),
        record: (created) => ({
          action: 'tool.created',
          target: toolTarget(created),
          after: toolFields(created),
        }),
      });
      return c.json({ message: 'Ferramenta adicionada.', tool: toAdminToolView(row) }, 201);
    })
    .put(
      '/:id',
      allow('admin', deps),
      validate('param', idParamSchema),
      validate('json', toolSchema),
      async (c) => {
        const saved = await audited({
          db,
          actor: requestActor(c),
          write: (trx) => updateTool({ db: trx, id: c.req.valid('param').id, values: c.req.valid('json') }),
          record: ({ before, after }) => ({
            action: 'tool.updated',
            target: toolTarget(after),
            before: toolFields(before),
            after: toolFields(after),
          }),
        });
        if (!saved) throw new AppError(404, TOOL_NOT_FOUND);
        return c.json({ message: 'Ferramenta salva.', tool: toAdminToolView(saved.after) });
      },
    )
    .put(
      '/:id/status',
      allow('admin', deps),
      validate('param', idParamSchema),
      validate('json', toolStatusSchema),
      async (c) => {
        const saved = await audited({
          db,
          actor: requestActor(c),
          write: (trx) =>
            setToolStatus({
              db: trx,
              id: c.req.valid('param').id,
              ...c.req.valid('json'),
              now: new Date(clock()),
            }),
          record: ({ before, after }) => ({
            action: 'tool.status_changed',
            target: toolTarget(after),
            before: statusFields(before),
            after: statusFields(after),
          }),
        });
        if (!saved) throw new AppError(404, TOOL_NOT_FOUND);
        return c.json({ message: 'Status atualizado.', tool: toAdminToolView(saved.after) });
      },
    )
    .delete('/:id', allow('admin', deps), validate('param', idParamSchema), async (c) => {
      const deleted = await audited({
        db,
        actor: requestActor(c),
        write: (trx) => deleteTool({ db: trx, id: c.req.valid('param').id }),
        record: (row) => ({ action: 'tool.deleted', target: toolTarget(row) }),
      });
      if (!deleted) throw new AppError(404, TOOL_NOT_FOUND);
      return c.json({ message: 'Ferramenta excluída.' });
    });
}
