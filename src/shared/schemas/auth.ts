import { z } from 'zod';
import {
  changedPasswordField,
  currentPasswordField,
  emailField,
  newPasswordField,
  passwordField,
  requiredFullNameField,
} from './fields';

// Sign-in needs a valid e-mail and a password (docs/product.md#validation-rules).
export const signInSchema = z.strictObject({ email: emailField, password: passwordField });
export type SignInInput = z.input<typeof signInSchema>;

// Sign-up needs full name, e-mail and a password of at least PASSWORD_MIN_LENGTH characters.
export const signUpSchema = z.strictObject({
  fullName: requiredFullNameField,
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const forgotPasswordSchema = z.strictObject({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

// "Reenviar e-mail" on the Confirme seu e-mail screen names the address it waits for.
export const resendConfirmationSchema = z.strictObject({ email: emailField });
export type ResendConfirmationInput = z.input<typeof resendConfirmationSchema>;

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

// The reset screen asks whether its link is still live before it shows the form.
export const resetLinkQuerySchema = z.object({ token: resetPasswordSchema.shape.token });

// The e-mail confirmation link's query: a signed token (JWT, base64url parts). Extra parameters are ignored.
export const verifyEmailQuerySchema = z.object({
  token: z
    .string()
    .min(1)
    .max(4096)
    .regex(/^[\w.-]+$/),
});

// The one-time link past the account-wide sign-in brake (32 random bytes, base64url).
export const signInLinkQuerySchema = z.object({ token: z.string().regex(/^[\w-]{43}$/) });

// Changing the password: the API takes the current and the new password.
export const changePasswordSchema = z.strictObject({
  currentPassword: currentPasswordField,
  newPassword: changedPasswordField,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** A form's "type it again" field next to a new password ("As senhas não coincidem"). */
function withConfirmation<Shape extends z.ZodRawShape, Field extends keyof Shape & string>(
  schema: z.ZodObject<Shape>,
  field: Field,
) {
  return schema.extend({ confirmPassword: z.string() }).refine(
    (values) => {
      const typed = values as Record<string, unknown>;
      return typed[field] === typed.confirmPassword;
    },
    {
      message: 'As senhas não coincidem',
      path: ['confirmPassword'],
    },
  );
}

// The forms add the confirmation, checked only in the browser: the API takes the password once.
export const changePasswordFormSchema = withConfirmation(changePasswordSchema, 'newPassword');

export const resetPasswordFormSchema = withConfirmation(resetPasswordSchema, 'password');
