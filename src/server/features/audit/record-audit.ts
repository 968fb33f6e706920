import { randomUUID } from 'node:crypto';
import type { AuditAction } from '../../../shared/audit-actions';
import type { Db } from '../../platform/db/connection';

// The audit feature's public door for writers: every admin change to a user, a role or a
// subscription records who, what, before/after and when, inside the change's own transaction.

/** Who acted: an admin (id and e-mail), or a process such as a payment webhook (id null, a label). */
export type AuditActor = { id: string | null; label: string };

type AuditEntry = {
  action: AuditAction;
  /** The member concerned; a ticket a visitor opened before issue 18 has none (id null). */
  target: { id: string | null; email: string };
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
      target_user_id: entry.target.id,
      target_email: entry.target.email,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
    })
    .execute();
}
