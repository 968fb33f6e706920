import type { AuditAction } from '../../../../shared/audit-actions';
import type { SecretBox } from '../../../platform/crypto/secret-box';
import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { recordAudit, SECRET_CHANGED } from '../../audit';
import type { SealedColumn } from '../credential-store';

// The credentials' sealed values in app_settings (its one row, id 1) and their history in
// settings_changes: who changed which setting and when, never the value.

/** The sealed text of some settings (row id 1), read fresh each time: no process keeps a stale copy. */
export async function getSealedValues<C extends SealedColumn>({
  db,
  columns,
}: {
  db: Db;
  columns: readonly C[];
}) {
  const row = await db.selectFrom('app_settings').select(columns).where('id', '=', 1).executeTakeFirst();
  return (row ?? {}) as Partial<Record<C, string | null>>;
}

type SaveSealedValuesOptions = {
  db: Db;
  box: SecretBox;
  /** The new plain values; a column left out keeps its value. */
  values: Partial<Record<SealedColumn, string>>;
  changedBy: { id: string; email: string };
  /** The audit row the change writes: which action, about what, each field's name. */
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

/** The latest recorded change of each setting (one index seek each), or null when never changed. */
export async function getLastChanges<S extends string>({ db, settings }: { db: Db; settings: readonly S[] }) {
  const rows = await Promise.all(
    settings.map((setting) =>
      db
        .selectFrom('settings_changes')
        .select(['changed_by_email', 'changed_at'])
        .where('setting', '=', setting)
        .orderBy('changed_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  return Object.fromEntries(settings.map((setting, i) => [setting, rows[i] ?? null])) as Record<
    S,
    { changed_by_email: string; changed_at: Date } | null
  >;
}
