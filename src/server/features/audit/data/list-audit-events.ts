import { AUDIT_KIND_ACTIONS, type AuditAction, type AuditKind } from '../../../../shared/audit-actions';
import { PAGE_SIZE } from '../../../../shared/constants';
import type { KeysetCursor } from '../../../../shared/keyset-cursor';
import type { Db } from '../../../platform/db/connection';
import { afterCursor, keysetOrder, keysetPage } from '../../../platform/db/keyset-page';

export type AuditFilter = { actorId?: string; kind?: AuditKind; userId?: string };

/**
 * Newest first, pages of 10 by keyset with no count (issue 22 §5); by admin, by kind of change, or
 * about one member. Each page reads a range of audit_events_created_idx, _actor_idx or _target_idx
 * (filter, created_at, id). A kind is several actions: each action's range is read on its own
 * (_action_idx, or _actor_action_idx with an admin) and the few rows merged, so no filter sorts the
 * table (bench/keyset-paging.mjs).
 */
export function listAuditEvents({
  db,
  cursor,
  filter,
  pageSize = PAGE_SIZE,
}: {
  db: Db;
  cursor: KeysetCursor | undefined;
  filter: AuditFilter;
  pageSize?: number;
}) {
  const actions: (AuditAction | undefined)[] = filter.kind ? AUDIT_KIND_ACTIONS[filter.kind] : [undefined];
  return keysetPage({
    cursor,
    pageSize,
    read: (from, limit) => {
      const order = keysetOrder(from);
      const range = (action: AuditAction | undefined) => {
        let query = db.selectFrom('audit_events').selectAll();
        if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
        if (filter.userId) query = query.where('target_user_id', '=', filter.userId);
        if (action) query = query.where('action', '=', action);
        if (from) query = query.where(afterCursor(from, { time: 'created_at', id: 'id' }));
        return query.orderBy('created_at', order).orderBy('id', order).limit(limit);
      };
      const [first, ...others] = actions.map((action, i) =>
        db.selectFrom(range(action).as(`a${i}`)).selectAll(),
      );
      if (!first) return Promise.resolve([]);
      if (others.length === 0) return range(actions[0]).execute();
      const merged = others.reduce((union, part) => union.unionAll(part), first);
      return db
        .selectFrom(merged.as('kind'))
        .selectAll()
        .orderBy('created_at', order)
        .orderBy('id', order)
        .limit(limit)
        .execute();
    },
    keyOf: (row) => ({ at: row.created_at, id: row.id }),
  });
}
