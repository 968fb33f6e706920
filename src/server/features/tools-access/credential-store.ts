import type {
  CredentialGroup,
  CredentialSettingsView,
  Credentials,
  SettingChange,
} from '../../../shared/schemas/tools-access';
import type { Deps } from '../../app-env';
import { getLastChanges, getSealedValues, saveSealedValues } from './data/settings';

type CredentialField = 'email' | 'password' | 'secret';

/** Where each group's sealed values live in app_settings (the tools' code secret in totp_secret_key). */
export const CREDENTIAL_COLUMNS = {
  tools: { email: 'tool_email', password: 'tool_password', secret: 'totp_secret_key' },
  admin: { email: 'admin_email', password: 'admin_password', secret: 'admin_totp_secret' },
} as const satisfies Record<CredentialGroup, Record<CredentialField, string>>;

export type SealedColumn = (typeof CREDENTIAL_COLUMNS)[CredentialGroup][CredentialField];

export type CredentialsInput = { email: string; password: string; totpSecret?: string };

// The audit row each group's change writes (every admin write is audited:
// docs/decisions/020-every-admin-write-audited.md), its fields named as the audit screen reads
// them (email, password, secret), each recorded as "alterado".
const AUDITS = {
  tools: { action: 'settings.tools_changed', label: 'Acesso às ferramentas' },
  admin: { action: 'settings.admin_access_changed', label: 'Acesso admin' },
} as const;

/**
 * The credential groups as plain values, sealed at rest (docs/decisions/013-tools-access.md: a
 * leaked secret or login ends the business). Every read goes to the database, so a change made
 * through one app process is seen by all of them at once.
 */
export function credentialStore({ database: { db }, secretBox, logger }: Deps) {
  // The last plain value of each sealed text: the same sealed text always opens to the same value
  // under this key, so a rotation (new text) is still read at once. Bounded: old texts are dropped.
  const opened = new Map<string, string | null>();
  /** The plain value, or null when unset or sealed under another APP_SECRET (then logged). */
  const open = (column: string, sealed: string | null | undefined) => {
    if (!sealed) return null;
    if (opened.has(sealed)) return opened.get(sealed) ?? null;
    const plain = secretBox.open(sealed);
    if (plain === null)
      logger.warn({ setting: column }, 'setting sealed under another APP_SECRET; treated as unset');
    if (opened.size >= 32) opened.clear();
    opened.set(sealed, plain);
    return plain;
  };

  return {
    open,

    async credentials(group: CredentialGroup): Promise<Credentials> {
      const { email, password } = CREDENTIAL_COLUMNS[group];
      const row = await getSealedValues({ db, columns: [email, password] });
      return { email: open(email, row[email]), password: open(password, row[password]) };
    },

    async secret(group: CredentialGroup): Promise<string | null> {
      const column = CREDENTIAL_COLUMNS[group].secret;
      const row = await getSealedValues({ db, columns: [column] });
      return open(column, row[column]);
    },

    async save(group: CredentialGroup, input: CredentialsInput, changedBy: { id: string; email: string }) {
      const columns = CREDENTIAL_COLUMNS[group];
      await saveSealedValues({
        db,
        box: secretBox,
        changedBy,
        audit: {
          ...AUDITS[group],
          fields: Object.fromEntries(Object.entries(columns).map(([field, column]) => [column, field])),
        },
        values: {
          [columns.email]: input.email,
          [columns.password]: input.password,
          // Empty keeps the stored secret: the form never shows it (write-only).
          ...(input.totpSecret ? { [columns.secret]: input.totpSecret } : {}),
        },
      });
    },

    /** An admin's view: credentials in clear, the secret only by its last 4 characters. */
    async view(group: CredentialGroup): Promise<CredentialSettingsView> {
      const columns = CREDENTIAL_COLUMNS[group];
      const [credentials, secret, changes] = await Promise.all([
        this.credentials(group),
        this.secret(group),
        getLastChanges({ db, settings: [columns.email, columns.password, columns.secret] }),
      ]);
      const change = (column: string): SettingChange | null => {
        const row = changes[column as keyof typeof changes];
        return row ? { by: row.changed_by_email, at: row.changed_at.toISOString() } : null;
      };
      return {
        ...credentials,
        secret: { configured: secret !== null, last4: secret ? secret.slice(-4) : null },
        lastChanges: {
          email: change(columns.email),
          password: change(columns.password),
          secret: change(columns.secret),
        },
      };
    },
  };
}

export type CredentialStore = ReturnType<typeof credentialStore>;
