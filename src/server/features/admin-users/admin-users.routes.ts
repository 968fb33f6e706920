import { Hono } from 'hono';
import { z } from 'zod';
import { dayInSaoPaulo } from '../../../shared/sao-paulo-day';
import {
  createUserSchema,
  updateUserSchema,
  userExportQuerySchema,
  userListQuerySchema,
} from '../../../shared/schemas/admin-users';
import { subscriptionFormSchema } from '../../../shared/schemas/subscriptions';
import type { AppEnv, Deps } from '../../app-env';
import { validate } from '../../platform/http/validate';
import {
  allow,
  cancelAtPeriodEnd,
  endNow,
  listGrants,
  removeSubscription,
  saveSubscription,
  toSubscriptionView,
} from '../access';
import { recordAudit, requestActor } from '../audit';
import { listUsers } from './data/list-users';
import { createUser, deleteUser, updateUser } from './data/users';
import { toAdminUser } from './to-admin-user';
import { usersCsvStream } from './users-csv';

const userParam = z.object({
  id: z
    .string()
    .max(64, 'Usuário inválido.')
    .regex(/^[\w-]+$/, 'Usuário inválido.'),
});

const toUser = (row: {
  id: string;
  email: string;
  full_name: string | null;
  role: 'user' | 'admin';
  created_at: Date;
}) => ({
  id: row.id,
  email: row.email,
  fullName: row.full_name,
  role: row.role,
  createdAt: row.created_at.toISOString(),
});

/**
 * /api/admin/users: Gerenciar Usuários (list, add, edit, delete, subscription) and its CSV export.
 */
export function adminUsersRoutes(deps: Deps) {
  const { db } = deps.database;
  return (
    new Hono<AppEnv>()
      .get('/', allow('admin', deps), validate('query', userListQuerySchema), async (c) => {
        const { page, ...segment } = c.req.valid('query');
        const now = new Date();
        const { total, totalAtLeast = false, rows } = await listUsers({ db, segment, page, now });
        const users = rows.map((row) => toAdminUser(row, now));
        return c.json({ users, total, totalAtLeast, page, pageSize: 10 });
      })
      .get('/export', allow('admin', deps), validate('query', userExportQuerySchema), async (c) => {
        // Every member's data leaving the hub is on the trail, with the segment asked for.
        await recordAudit({
          db,
          actor: requestActor(c),
          action: 'users.exported',
          target: { label: 'Usuários: exportação CSV' },
          after: { segment: c.req.valid('query') },
        });
        const filename = `usuarios-${dayInSaoPaulo()}.csv`;
        return c.body(usersCsvStream({ db, segment: c.req.valid('query') }), 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${filename}"`,
        });
      })
      .post('/', allow('admin', deps), validate('json', createUserSchema), async (c) => {
        const { email, password, fullName = null, role } = c.req.valid('json');
        // Hashed by Better Auth (its configured algorithm), before the transaction: it is slow.
        const passwordHash = await (await deps.auth.$context).password.hash(password);
        const row = await createUser({ db, actor: requestActor(c), email, passwordHash, fullName, role });
        return c.json({ message: 'Usuário criado com sucesso', user: toUser(row) }, 201);
      })
      .patch(
        '/:id',
        allow('admin', deps),
        validate('param', userParam),
        validate('json', updateUserSchema),
        async (c) => {
          const { fullName, role } = c.req.valid('json');
          const userId = c.req.valid('param').id;
          const row = await updateUser({ db, actor: requestActor(c), userId, fullName, role });
          return c.json({ message: 'Usuário atualizado com sucesso', user: toUser(row) });
        },
      )
      .delete('/:id', allow('admin', deps), validate('param', userParam), async (c) => {
        await deleteUser({ db, actor: requestActor(c), userId: c.req.valid('param').id });
        return c.json({ message: 'Usuário excluído com sucesso' });
      })
      .put(
        '/:id/subscription',
        allow('admin', deps),
        validate('param', userParam),
        validate('json', subscriptionFormSchema),
        async (c) => {
          const saved = await saveSubscription({
            db,
            actor: requestActor(c),
            userId: c.req.valid('param').id,
            fields: c.req.valid('json'),
          });
          return c.json({
            message: 'Assinatura atualizada com sucesso',
            subscription: toSubscriptionView(saved),
          });
        },
      )
      .delete('/:id/subscription', allow('admin', deps), validate('param', userParam), async (c) => {
        await removeSubscription({ db, actor: requestActor(c), userId: c.req.valid('param').id });
        return c.json({ message: 'Assinatura removida com sucesso' });
      })
      // The member's grants, newest first, and the two ways to stop one.
      .get('/:id/subscriptions', allow('admin', deps), validate('param', userParam), async (c) => {
        const rows = await listGrants({ db, userId: c.req.valid('param').id });
        return c.json({ subscriptions: rows.map(toSubscriptionView) });
      })
      .post('/:id/subscription/cancel', allow('admin', deps), validate('param', userParam), async (c) => {
        const saved = await cancelAtPeriodEnd({
          db,
          actor: requestActor(c),
          userId: c.req.valid('param').id,
        });
        return c.json({
          message: 'Assinatura cancelada ao fim do período',
          subscription: toSubscriptionView(saved),
        });
      })
      .post('/:id/subscription/end', allow('admin', deps), validate('param', userParam), async (c) => {
        const saved = await endNow({ db, actor: requestActor(c), userId: c.req.valid('param').id });
        return c.json({ message: 'Assinatura encerrada', subscription: toSubscriptionView(saved) });
      })
  );
}
