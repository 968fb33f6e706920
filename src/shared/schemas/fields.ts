import { z } from 'zod';
import './zod-pt';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { decodeCursor } from '../keyset-cursor';

// Field schemas shared by every entity schema; messages are the pt-BR texts of
// docs/product.md#validation-rules. Control characters (a NUL byte makes PostgreSQL fail the
// query with a 500) never reach a query. Every text field but a password starts from `textField`;
// typed text keeps its line breaks and tabs. Checked after trimming, so a pasted trailing line
// break still trims away.
const ONE_LINE = /^\P{Cc}*$/u;
const WITH_LINE_BREAKS = /^(?:\P{Cc}|[\n\r\t])*$/u;
const INVALID_CHARACTERS = 'O texto contém caracteres inválidos.';

/**
 * A text field: `required` when absent or not a string, trimmed unless `trim: false`, refused with
 * `invalid` when it holds a control character (line breaks and tabs too, unless `lines`).
 */
export const textField = (
  required: string,
  {
    invalid = INVALID_CHARACTERS,
    lines = false,
    trim = true,
  }: { invalid?: string; lines?: boolean; trim?: boolean } = {},
) => {
  const text = z.string({ error: required });
  return (trim ? text.trim() : text).regex(lines ? WITH_LINE_BREAKS : ONE_LINE, invalid);
};

export const emailField = z
  .string({ error: 'Informe seu email.' })
  .trim()
  .min(1, 'Informe seu email.')
  .max(EMAIL_MAX_LENGTH, 'Email muito longo.')
  .pipe(z.email('Informe um email válido.'))
  .transform((email) => email.toLowerCase());

// The minimum length is PASSWORD_MIN_LENGTH; every message and hint about it is written here.
export const PASSWORD_MESSAGES = {
  tooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  // The settings screen words the rule about the *new* password, without a final period.
  newTooShort: `A nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  tooLong: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  hint: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
} as const;

const boundedPassword = (required: string) =>
  z.string({ error: required }).max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong);

/** A password typed to prove who you are: required, any length the rules ever allowed. */
export const passwordField = boundedPassword('Informe sua senha.').min(1, 'Informe sua senha.');

/** The current password asked again before changing it (Configurações → Segurança). */
export const currentPasswordField = boundedPassword('Informe a senha atual.').min(
  1,
  'Informe a senha atual.',
);

/** A password being chosen (sign-up, reset): at least PASSWORD_MIN_LENGTH characters. */
export const newPasswordField = boundedPassword('Informe a nova senha.').min(
  PASSWORD_MIN_LENGTH,
  PASSWORD_MESSAGES.tooShort,
);

/** The same rule on the settings screen, worded about the new password. */
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

export const fullNameField = textField('Informe seu nome completo.', {
  invalid: 'O nome contém caracteres inválidos.',
}).max(NAME_MAX_LENGTH, `O nome deve ter no máximo ${NAME_MAX_LENGTH} caracteres.`);

/** A member's own name (sign-up, Perfil): never blank, since greetings and mails use it. */
export const requiredFullNameField = fullNameField.min(1, 'Informe seu nome completo.');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CURSOR_MESSAGE = 'Posição da lista inválida. Volte ao início da lista.';

/**
 * ?cursor= of a list paged by keyset (docs/decisions/025-keyset-paging.md): absent is the first
 * page; anything this app did not write, or whose id is not of the list's kind, is refused in
 * Portuguese.
 */
export const cursorField = (id: 'uuid' | 'integer') =>
  z
    .string({ error: CURSOR_MESSAGE })
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      const cursor = decodeCursor(text);
      const idOk = cursor && (id === 'integer' ? /^\d{1,15}$/ : UUID).test(cursor.id);
      if (cursor && idOk) return cursor;
      ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
      return z.NEVER;
    });

/** The former ?page= of these lists: only the first page is still asked for by number. */
export const firstPageOnlyField = pageField.refine(
  (page) => page === 1,
  'Esta lista não tem páginas numeradas: use Mais antigos e Mais recentes.',
);
