import type { Context } from 'hono';
import { type AppEnv, requireViewer } from '../../app-env';
import type { Db } from '../../platform/db/connection';
import { inTransaction } from '../../platform/db/transaction';
import { type AuditActor, type AuditEntry, recordAudit } from './data/audit-events';

/**
 * Runs an admin's write and records its audit row in one transaction
 * (docs/decisions/020-every-admin-write-audited.md): `record`
 * turns what the write returned into the row. A write that found nothing (undefined or null: a 404)
 * records nothing, so the trail never names a change that did not happen.
 */
export async function audited<T>({
  db,
  actor,
  write,
  record,
}: {
  db: Db;
  actor: AuditActor;
  write: (trx: Db) => Promise<T>;
  record: (result: NonNullable<T>) => AuditEntry;
}): Promise<T> {
  return inTransaction(db, async (trx) => {
    const result = await write(trx);
    if (result !== undefined && result !== null) await recordAudit({ db: trx, actor, ...record(result) });
    return result;
  });
}

/** The admin asking, as the audit names them. */
export const adminActor = (viewer: { userId: string; email: string }): AuditActor => ({
  id: viewer.userId,
  label: viewer.email,
});

/** The admin behind a request (its route has checked who is asking: allow('admin', …)). */
export const requestActor = (c: Context<AppEnv>): AuditActor => adminActor(requireViewer(c));
