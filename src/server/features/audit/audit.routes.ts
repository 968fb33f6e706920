import { Hono } from 'hono';
import { PAGE_SIZE } from '../../../shared/constants';
import { auditQuerySchema } from '../../../shared/schemas/audit';
import type { AppEnv, Deps } from '../../app-env';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { listAdmins, listAuditEvents, toAuditEvent } from './data/audit-events';

/**
 * /api/admin/audit: every recorded admin change, paged by keyset, by admin, by kind, or about one
 * member; the automatic events only when asked (or within a kind or a member's history).
 */
export function auditRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin', deps), validate('query', auditQuerySchema), async (c) => {
      const { cursor, actorId, kind, userId, automatic } = c.req.valid('query');
      const { rows, nextCursor, prevCursor } = await listAuditEvents({
        db,
        cursor,
        filter: { actorId, kind, userId, automatic },
      });
      return c.json({ events: rows.map(toAuditEvent), nextCursor, prevCursor, pageSize: PAGE_SIZE });
    })
    .get('/admins', allow('admin', deps), async (c) => {
      const rows = await listAdmins({ db });
      return c.json({
        admins: rows.map((row) => ({ id: row.id, email: row.email, fullName: row.full_name })),
      });
    });
}
