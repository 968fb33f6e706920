import { AUDIT_KIND_ACTIONS, type AuditKind } from '../../../../shared/audit-actions';
import { PAGE_SIZE } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';

export type AuditFilter = { actorId?: string; kind?: AuditKind; userId?: string };

/** Newest first, pages of 10 with the exact total; by admin, by kind of change, or about one member. */
export async function listAuditEvents({
  db,
  page,
  filter,
  pageSize = PAGE_SIZE,
}: {
  db: Db;
  page: number;
  filter: AuditFilter;
  pageSize?: number;
}) {
  let query = db.selectFrom('audit_events');
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
  if (filter.userId) query = query.where('target_user_id', '=', filter.userId);
  if (filter.kind) query = query.where('action', 'in', AUDIT_KIND_ACTIONS[filter.kind]);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}
