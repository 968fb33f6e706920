import { z } from 'zod';
import './zod-pt';
import { SEARCH_MAX_LENGTH } from '../constants';
import { pageField, textField } from './fields';

// Fields the library and trainings schemas share; line breaks stay allowed in descriptions.

/** A required one-line text: trimmed, at most `max` characters, `required` when empty. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  textField(required).min(1, required).max(max, tooLong);

const DESCRIPTION_MAX_LENGTH = 2000;

/** An empty description is stored as null. */
export const descriptionField = textField('A descrição deve ser um texto.', {
  invalid: 'A descrição contém caracteres inválidos.',
  lines: true,
})
  .max(DESCRIPTION_MAX_LENGTH, `A descrição deve ter no máximo ${DESCRIPTION_MAX_LENGTH} caracteres.`)
  .optional()
  .transform((value) => (value ? value : null));

/** Search text of a list (?search=): trimmed; empty means no filter. */
const searchField = textField('A busca deve ser um texto.', {
  invalid: 'A busca contém caracteres inválidos.',
})
  .max(SEARCH_MAX_LENGTH, `A busca deve ter no máximo ${SEARCH_MAX_LENGTH} caracteres.`)
  .optional()
  .transform((value) => value || undefined);

export const listQuerySchema = z.strictObject({ search: searchField, page: pageField });
export type ListQuery = z.input<typeof listQuerySchema>;

/** A page of a numbered list (PAGE_SIZE per page; pageCount is at least 1). */
export type Page<T> = { items: T[]; total: number; page: number; pageCount: number; pageSize: number };

/** A record id in a path (UUIDs here; anything else is simply not found). */
export const idParamSchema = z.strictObject({
  id: z.string().regex(/^[\w-]{1,64}$/, 'Identificador inválido.'),
});
