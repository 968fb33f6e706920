import type { CredentialGroup } from '../../../shared/schemas/tools-access';

export type CredentialField = 'email' | 'password' | 'secret';

/** Where each group's sealed values live in app_settings (SPEC §3 keeps the code secret in totp_secret_key). */
export const CREDENTIAL_COLUMNS = {
  tools: { email: 'tool_email', password: 'tool_password', secret: 'totp_secret_key' },
  admin: { email: 'admin_email', password: 'admin_password', secret: 'admin_totp_secret' },
} as const satisfies Record<CredentialGroup, Record<CredentialField, string>>;

export type SealedColumn = (typeof CREDENTIAL_COLUMNS)[CredentialGroup][CredentialField];
