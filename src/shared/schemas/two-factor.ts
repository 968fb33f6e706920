import { z } from 'zod';
import { currentPasswordField } from './fields';

// docs/decisions/019-two-factor.md: two-factor sign-in with an authenticator app (TOTP, 6 digits)
// or a backup code (Better Auth's: ten letters and digits, shown as XXXXX-XXXXX).

const TOTP_CODE = /^\d{6}$/;
const BACKUP_CODE = /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/;
const CODE_MESSAGE = 'Informe o código de 6 dígitos do aplicativo ou um código de recuperação.';

/** A 6-digit code, spaces allowed as authenticator apps show them ("123 456"). */
const totpCodeField = z
  .string({ error: 'Informe o código de 6 dígitos do aplicativo.' })
  .max(16, 'Informe o código de 6 dígitos do aplicativo.')
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(TOTP_CODE, 'Informe o código de 6 dígitos do aplicativo.'));

export const isTotpCode = (code: string) => TOTP_CODE.test(code);

/** Turning it on or off asks for the account's password. */
export const twoFactorPasswordSchema = z.strictObject({ password: currentPasswordField });
export type TwoFactorPasswordInput = z.input<typeof twoFactorPasswordSchema>;

/** The first code from the app confirms the enrolment. */
export const twoFactorConfirmSchema = z.strictObject({ code: totpCodeField });
export type TwoFactorConfirmInput = z.input<typeof twoFactorConfirmSchema>;

/** The sign-in's second step: a code from the app or a backup code; optionally trust this device. */
export const twoFactorVerifySchema = z.strictObject({
  code: z
    .string({ error: CODE_MESSAGE })
    .max(32, CODE_MESSAGE)
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().refine((code) => TOTP_CODE.test(code) || BACKUP_CODE.test(code), CODE_MESSAGE)),
  trustDevice: z.boolean({ error: 'Valor inválido.' }).optional(),
});
export type TwoFactorVerifyInput = z.input<typeof twoFactorVerifySchema>;

/** GET /api/auth/two-factor: whether it is on, and whether this account may turn it off. */
export type TwoFactorStatus = { enabled: boolean; required: boolean };

/** POST /api/auth/two-factor/enable: what the enrolment screen shows once. */
export type TwoFactorEnrolment = { totpUri: string; secret: string; backupCodes: string[] };
