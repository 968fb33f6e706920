import { randomUUID } from 'node:crypto';
import {
  AUDIT_KIND_ACTIONS,
  AUTOMATIC_AUDIT_ACTIONS,
  type AuditAction,
  type AuditEvent,
  type AuditKind,
} from '../../../../shared/audit-actions';
import { PAGE_SIZE } from '../../../../shared/constants';
import type { KeysetCursor } from '../../../../shared/keyset-cursor';
import type { Db } from '../../../platform/db/connection';
import { afterCursor, keysetOrder, keysetPage } from '../../../platform/db/keyset-page';
import type { AuditEventRow } from '../../../platform/db/schema/audit-events';

// The audit_events table: every admin write records who, what, before/after and when, inside the
// change's own transaction (docs/decisions/020-every-admin-write-audited.md); the audit screen
// reads it back. Secrets are recorded as SECRET_CHANGED, never their values.

/**
 * Who acted: an admin (id and e-mail), or a process such as a payment webhook (id null, a label).
 */
export type AuditActor = { id: string | null; label: string };

/** A member the change was about, or the thing it changed ("Biblioteca: Pack de templates"). */
export type AuditTarget = { id: string | null; email: string } | { label: string };

/** How a secret's change is recorded: that it changed, never what it is. */
export const SECRET_CHANGED = 'alterado';

export type AuditEntry = {
  action: AuditAction;
  /** A member (id null: a visitor's ticket from before tickets named their member), or a thing. */
  target: AuditTarget;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Adds one audit row with `db`, the transaction that makes the change it describes. */
export async function recordAudit({ db, actor, ...entry }: AuditEntry & { db: Db; actor: AuditActor }) {
  await db
    .insertInto('audit_events')
    .values({
      id: randomUUID(),
      created_at: new Date(),
      action: entry.action,
      actor_id: actor.id,
      actor_label: actor.label,
      ...('label' in entry.target
        ? { target_user_id: null, target_email: '', target_label: entry.target.label }
        : { target_user_id: entry.target.id, target_email: entry.target.email, target_label: null }),
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
    })
    .execute();
}

const parse = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

/** An audit row as the API answers it. */
export const toAuditEvent = (row: AuditEventRow): AuditEvent => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  action: row.action,
  actor: { id: row.actor_id, label: row.actor_label },
  target: { id: row.target_user_id, email: row.target_email, label: row.target_label },
  before: parse(row.before),
  after: parse(row.after),
});

export type AuditFilter = { actorId?: string; kind?: AuditKind; userId?: string; automatic?: boolean };

/**
 * Newest first, pages of 10 by keyset with no count (docs/decisions/025-keyset-paging.md); by
 * admin, by kind of change, or about one member. Each page reads a range of
 * audit_events_created_idx, _actor_idx or _target_idx (filter, created_at, id). A kind is several
 * actions: each action's range is read on its own (_action_idx, or _actor_action_idx with an admin)
 * and the few rows merged, so no filter sorts the table (bench/keyset-paging.mjs).
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
  // The whole trail leaves the automatic events out unless asked (AUTOMATIC_AUDIT_ACTIONS).
  const withoutAutomatic = !filter.kind && !filter.userId && !filter.automatic;
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
        if (withoutAutomatic) query = query.where('action', 'not in', AUTOMATIC_AUDIT_ACTIONS);
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

/** Today's admins, for the audit page's "by admin" filter (partial index profiles_admins_idx). */
export function listAdmins({ db }: { db: Db }) {
  return db
    .selectFrom('profiles')
    .select(['id', 'email', 'full_name'])
    .where('role', '=', 'admin')
    .orderBy('email')
    .execute();
}
