import { z } from 'zod';
import './zod-pt';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

// Field schemas shared by every entity schema; messages are the pt-BR texts of SPEC §5.
export const emailField = z
  .string({ error: 'Informe seu email.' })
  .trim()
  .min(1, 'Informe seu email.')
  .max(EMAIL_MAX_LENGTH, 'Email muito longo.')
  .pipe(z.email('Informe um email válido.'))
  .transform((email) => email.toLowerCase());

// SPEC §9: the minimum length is PASSWORD_MIN_LENGTH; every message and hint about it is written here.
export const PASSWORD_MESSAGES = {
  tooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  // SPEC §5 words the settings rule about the *new* password, without a final period.
  newTooShort: `A nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  tooLong: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  hint: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
} as const;

const boundedPassword = (required: string) =>
  z.string({ error: required }).max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

/** A password typed to prove who you are: required, any length the rules ever allowed. */
export const passwordField = boundedPassword('Informe sua senha.').min(1, 'Informe sua senha.');

/** The current password asked again before changing it (SPEC §2 Segurança). */
export const currentPasswordField = boundedPassword('Informe a senha atual.').min(
  1,
  'Informe a senha atual.',
);

/** A password being chosen (sign-up, reset): at least PASSWORD_MIN_LENGTH characters. */
export const newPasswordField = boundedPassword('Informe a nova senha.').min(
  PASSWORD_MIN_LENGTH,
  PASSWORD_MESSAGES.tooShort,
);

/** The same rule on the settings screen, with SPEC §5's wording. */
export const changedPasswordField = boundedPassword('Informe a nova senha.').min(
  PASSWORD_MIN_LENGTH,
  PASSWORD_MESSAGES.newTooShort,
);

/** ?page= of a numbered list, from 1: it comes from the URL, so a bad one is refused in Portuguese, never a 500. */
export const pageField = z.coerce
  .number({ error: 'Página inválida.' })
  .int('Página inválida.')
  .min(1, 'Página inválida.')
  .max(1_000_000, 'Página inválida.')
  .default(1);

export const fullNameField = z
  .string({ error: 'Informe seu nome completo.' })
  .trim()
  .max(NAME_MAX_LENGTH, `O nome deve ter no máximo ${NAME_MAX_LENGTH} caracteres.`)
  // Control characters (a NUL byte makes PostgreSQL fail) have no place in a name.
  .regex(/^\P{Cc}*$/u, 'O nome contém caracteres inválidos.');
