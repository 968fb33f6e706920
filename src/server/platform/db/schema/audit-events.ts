import type { Selectable } from 'kysely';
import type { AuditAction } from '../../../../shared/audit-actions';
import type { Timestamp } from './timestamp';

/**
 * The audit trail (docs/decisions/020-every-admin-write-audited.md); `before`/`after` hold JSON text of the
 * changed fields.
 */
export type AuditEventsTable = {
  id: string;
  created_at: Timestamp;
  action: AuditAction;
  actor_id: string | null;
  /** The admin's e-mail, or the name of the process that acted (e.g. a payment webhook). */
  actor_label: string;
  target_user_id: string | null;
  /** The member's e-mail; empty when the change was about something else (see target_label). */
  target_email: string;
  /** What a change about no member changed ("Biblioteca: Pack de templates"); null for members. */
  target_label: string | null;
  before: string | null;
  after: string | null;
};

export type AuditEventRow = Selectable<AuditEventsTable>;
