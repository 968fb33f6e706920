import type { AuditAction } from '../../../../shared/audit-actions';
import type { SecretBox } from '../../../platform/crypto/secret-box';
import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { recordAudit, SECRET_CHANGED } from '../../audit';
import type { SealedColumn } from '../credential-columns';

type SaveSealedValuesOptions = {
  db: Db;
  box: SecretBox;
  /** The new plain values; a column left out keeps its value. */
  values: Partial<Record<SealedColumn, string>>;
  changedBy: { id: string; email: string };
  /** The audit row the change writes (issue 20 §3): which action, about what, each field's name. */
  audit: { action: AuditAction; label: string; fields: Partial<Record<SealedColumn, string>> };
  now?: Date;
};

/**
 * Seals and stores the values that differ from the stored ones, and records who changed each
 * one and when, and an audit row naming the fields (never their values), in one transaction.
 * Returns the columns that changed.
 */
export async function saveSealedValues({
  db,
  box,
  values,
  changedBy,
  audit,
  now = new Date(),
}: SaveSealedValuesOptions) {
  const columns = Object.keys(values) as SealedColumn[];
  return inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('app_settings')
      .select(columns)
      .where('id', '=', 1)
      .executeTakeFirst();
    const changed = columns.filter((column) => {
      const stored = current?.[column];
      return (stored ? box.open(stored) : null) !== values[column];
    });
    if (changed.length === 0) return changed;

    const sealed = Object.fromEntries(changed.map((column) => [column, box.seal(values[column] ?? '')]));
    await trx
      .insertInto('app_settings')
      .values({ id: 1, ...sealed, updated_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...sealed, updated_at: now }))
      .execute();
    await trx
      .insertInto('settings_changes')
      .values(
        changed.map((setting) => ({
          setting,
          changed_by: changedBy.id,
          changed_by_email: changedBy.email,
          changed_at: now,
        })),
      )
      .execute();
    const fields = changed.map((column) => audit.fields[column] ?? column);
    await recordAudit({
      db: trx,
      actor: { id: changedBy.id, label: changedBy.email },
      action: audit.action,
      target: { label: audit.label },
      after: Object.fromEntries(fields.map((field) => [field, SECRET_CHANGED])),
    });
    return changed;
  });
}
