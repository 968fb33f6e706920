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

export const passwordField = z
  .string({ error: 'Informe sua senha.' })
  .min(1, 'Informe sua senha.')
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

export const newPasswordField = z
  .string({ error: 'Informe a nova senha.' })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

export const fullNameField = z
  .string({ error: 'Informe seu nome completo.' })
  .trim()
  .max(NAME_MAX_LENGTH, `O nome deve ter no máximo ${NAME_MAX_LENGTH} caracteres.`)
  // Control characters (a NUL byte makes PostgreSQL fail) have no place in a name.
  .regex(/^\P{Cc}*$/u, 'O nome contém caracteres inválidos.');
