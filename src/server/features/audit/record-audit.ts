import { randomUUID } from 'node:crypto';
import type { AuditAction } from '../../../shared/audit-actions';
import type { Db } from '../../platform/db/connection';

// The audit feature's public door for writers: every admin write (issue 20 §3) records who,
// what, before/after and when, inside the change's own transaction. Secrets are recorded as
// SECRET_CHANGED, never their values.

/** Who acted: an admin (id and e-mail), or a process such as a payment webhook (id null, a label). */
export type AuditActor = { id: string | null; label: string };

/** A member the change was about, or the thing it changed ("Biblioteca: Pack de templates"). */
export type AuditTarget = { id: string | null; email: string } | { label: string };

/** How a secret's change is recorded: that it changed, never what it is. */
export const SECRET_CHANGED = 'alterado';

export type AuditEntry = {
  action: AuditAction;
  /** A member (id null: a visitor's ticket from before issue 18 names none), or a thing. */
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
