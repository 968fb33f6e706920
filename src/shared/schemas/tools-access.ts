import { z } from 'zod';
import './zod-pt';
import { EMAIL_MAX_LENGTH } from '../constants';
import { cursorField, firstPageOnlyField, textField } from './fields';

// docs/product.md#security: the credentials an admin owns (shared tool login and admin
// access), each with its one-time-code secret.

const CREDENTIAL_MAX_LENGTH = 256;

/** Spaces, dashes and padding are how authenticators print secrets; the stored form has none. */
const normalizeBase32 = (value: string) => value.replace(/[\s=-]/g, '').toUpperCase();

export const TOTP_SECRET_INVALID =
  'A chave secreta deve estar em base32: letras de A a Z e números de 2 a 7, com 16 a 128 caracteres.';

/** Empty means "keep the current secret": the form never shows a stored one (write-only). */
const totpSecretField = z
  .string({ error: TOTP_SECRET_INVALID })
  .max(CREDENTIAL_MAX_LENGTH, TOTP_SECRET_INVALID)
  .transform(normalizeBase32)
  .refine((value) => value === '' || /^[A-Z2-7]{16,128}$/.test(value), TOTP_SECRET_INVALID);

const loginEmailField = z
  .string({ error: 'Informe o email.' })
  .trim()
  .min(1, 'Informe o email.')
  .max(EMAIL_MAX_LENGTH, 'Email muito longo.')
  .pipe(z.email('Informe um email válido.'));

// A shared tool's password is shown to members as typed: kept whole, but never a control character.
const loginPasswordField = textField('Informe a senha.', {
  invalid: 'A senha contém caracteres inválidos.',
  trim: false,
})
  .min(1, 'Informe a senha.')
  .max(CREDENTIAL_MAX_LENGTH, `A senha deve ter no máximo ${CREDENTIAL_MAX_LENGTH} caracteres.`);

/** One set of credentials as an admin saves it (tool access or admin access). */
export const credentialSettingsSchema = z.strictObject({
  email: loginEmailField,
  password: loginPasswordField,
  totpSecret: totpSecretField.optional(),
});
export type CredentialSettingsInput = z.input<typeof credentialSettingsSchema>;

export const CREDENTIAL_GROUPS = ['tools', 'admin'] as const;
export type CredentialGroup = (typeof CREDENTIAL_GROUPS)[number];

/** What a subscriber (tools) or an admin (admin access) reads to sign in to the tool. */
export type Credentials = { email: string | null; password: string | null };

/** The server's answer to a code request: the secret itself never leaves the server. */
export type CodeResponse =
  | { configured: true; code: string; secondsRemaining: number; periodSeconds: number }
  | { configured: false };

export type SettingChange = { by: string; at: string };

/** The admin's view of one credential group: the secret is write-only, shown by its last 4 characters. */
export type CredentialSettingsView = Credentials & {
  secret: { configured: boolean; last4: string | null };
  lastChanges: { email: SettingChange | null; password: SettingChange | null; secret: SettingChange | null };
};

export type ToolsAccessSettingsView = Record<CredentialGroup, CredentialSettingsView>;

export const codeRequestsQuerySchema = z.object({
  // By keyset (created_at, id), newest first; ?page= only as the first page.
  cursor: cursorField('integer'),
  page: firstPageOnlyField,
});

type CodeRequestRow = {
  id: number;
  /** The member's page. */
  userId: string;
  userName: string;
  userEmail: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
};
export type CodeRequestsPage = {
  items: CodeRequestRow[];
  nextCursor: string | null;
  prevCursor: string | null;
};

/** A member seen from several addresses: the signal of a resold or leaked account. */
export type IpSpreadRow = {
  userId: string;
  userName: string;
  userEmail: string;
  ipCount: number;
  requestCount: number;
  /** Sign-ins count toward ipCount too. */
  signInCount: number;
  lastRequestAt: string;
};
