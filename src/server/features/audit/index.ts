// The audit feature's public module: what other features, start-up wiring and app.ts may use.
export { adminActor, audited, requestActor } from './audited';
export {
  type AuditActor,
  type AuditEntry,
  recordAudit,
  SECRET_CHANGED,
  toAuditEvent,
} from './data/audit-events';
