import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { emailField, fullNameField, newPasswordField, passwordField } from './fields';

// SPEC §5: sign-in needs a valid e-mail and a password.
export const signInSchema = z.strictObject({ email: emailField, password: passwordField });
export type SignInInput = z.input<typeof signInSchema>;

// SPEC §5: sign-up needs full name, e-mail and a password of at least 6 characters.
export const signUpSchema = z.strictObject({
  fullName: fullNameField.min(1, 'Informe seu nome completo.'),
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.strictObject({
  token: z
    .string({ error: 'Link de redefinição inválido.' })
    .min(1, 'Link de redefinição inválido.')
    .max(512, 'Link de redefinição inválido.')
    // Better Auth's reset tokens are alphanumeric; anything else (a NUL byte breaks PostgreSQL) is refused here.
    .regex(/^[\w-]+$/, 'Link de redefinição inválido.'),
  password: newPasswordField,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

// The e-mail confirmation link's query: a signed token (JWT, base64url parts). Extra parameters are ignored.
export const verifyEmailQuerySchema = z.object({
  token: z
    .string()
    .min(1)
    .max(4096)
    .regex(/^[\w.-]+$/),
});

const NEW_PASSWORD_TOO_SHORT = `A nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`;

// SPEC §5 change password: the API takes the current and the new password.
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Informe a senha atual.' })
    .min(1, 'Informe a senha atual.')
    .max(PASSWORD_MAX_LENGTH),
  newPassword: z
    .string({ error: 'Informe a nova senha.' })
    .min(PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

// The form adds the confirmation, checked only in the browser (SPEC §5: As senhas não coincidem).
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordSchema.shape.currentPassword,
    newPassword: changePasswordSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'As senhas não coincidem',
    path: ['confirmPassword'],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
