import { z } from 'zod';
import './zod-pt';
import { SEARCH_MAX_LENGTH } from '../constants';
import { pageField } from './fields';

// Fields the library and trainings schemas share. Control characters (a NUL byte makes PostgreSQL
// fail) never reach a query; line breaks stay allowed in descriptions.
const NO_CONTROL = /^\P{Cc}*$/u;
const NO_CONTROL_BUT_LINES = /^(?:\P{Cc}|[\n\r\t])*$/u;

/** A required one-line text: trimmed, at most `max` characters, `required` when empty. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .regex(NO_CONTROL, 'O texto contém caracteres inválidos.');

const DESCRIPTION_MAX_LENGTH = 2000;

/** SPEC §5: an empty description is stored as null. */
export const descriptionField = z
  .string({ error: 'A descrição deve ser um texto.' })
  .trim()
  .max(DESCRIPTION_MAX_LENGTH, `A descrição deve ter no máximo ${DESCRIPTION_MAX_LENGTH} caracteres.`)
  .regex(NO_CONTROL_BUT_LINES, 'A descrição contém caracteres inválidos.')
  .optional()
  .transform((value) => (value ? value : null));

/** Search text of a list (?search=): trimmed; empty means no filter. */
const searchField = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `A busca deve ter no máximo ${SEARCH_MAX_LENGTH} caracteres.`)
  .regex(NO_CONTROL, 'A busca contém caracteres inválidos.')
  .optional()
  .transform((value) => value || undefined);

export const listQuerySchema = z.strictObject({ search: searchField, page: pageField });
export type ListQuery = z.input<typeof listQuerySchema>;

/** A page of a numbered list (SPEC §9: 10 per page; pageCount is at least 1). */
export type Page<T> = { items: T[]; total: number; page: number; pageCount: number; pageSize: number };

/** A record id in a path (UUIDs here; anything else is simply not found). */
export const idParamSchema = z.strictObject({
  id: z.string().regex(/^[\w-]{1,64}$/, 'Identificador inválido.'),
});
