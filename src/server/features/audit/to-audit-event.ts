import type { AuditEvent } from '../../../shared/audit-actions';
import type { AuditEventRow } from '../../platform/db/schema/audit-events';

const parse = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

export const toAuditEvent = (row: AuditEventRow): AuditEvent => ({
  id: row.id,
  createdAt: row.created_at.toISOString(),
  action: row.action,
  actor: { id: row.actor_id, label: row.actor_label },
  target: { id: row.target_user_id, email: row.target_email, label: row.target_label },
  before: parse(row.before),
  after: parse(row.after),
});
