import { z } from 'zod';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../constants';
import { descriptionField, requiredText } from './content-fields';
import { textField } from './fields';

// A library item: the form's fields and their messages.
const LIBRARY_NAME_MAX_LENGTH = 200;
export const URL_MAX_LENGTH = 2048;

const invalidLink = 'Por favor, insira um link válido.';

// A URL parser takes a NUL (or a trailing control character) in its stride; the text field,
// which PostgreSQL must store, does not.
const downloadLinkField = textField('O link de download é obrigatório.', { invalid: invalidLink })
  .min(1, 'O link de download é obrigatório.')
  .max(URL_MAX_LENGTH, invalidLink)
  // Only web links: a javascript: or data: URL would run in the member's tab.
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: invalidLink }));

export const libraryItemSchema = z.strictObject({
  name: requiredText(
    'O nome do item é obrigatório.',
    LIBRARY_NAME_MAX_LENGTH,
    `O nome deve ter no máximo ${LIBRARY_NAME_MAX_LENGTH} caracteres.`,
  ),
  description: descriptionField,
  fileUrl: downloadLinkField,
  isActive: z.boolean({ error: 'Informe se o item está ativo.' }).default(true),
});
export type LibraryItemValues = z.output<typeof libraryItemSchema>;

/** The image is optional and must be an image file (checked by the browser, then by its bytes). */
export const IMAGE_MESSAGES = {
  tooLarge: `A imagem deve ter no máximo ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`,
  notAnImage: 'O arquivo selecionado não é uma imagem válida (use JPG, PNG, WEBP ou GIF).',
} as const;

/** The browser's first check of a chosen image (the server sniffs the bytes again). */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_MESSAGES.notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

export const libraryStatusSchema = z.strictObject({
  isActive: z.boolean({ error: 'Informe se o item está ativo.' }),
});

/** ?cursor= of the member grid (opaque: the last item's position). */
export const libraryGridQuerySchema = z.strictObject({
  cursor: z
    .string()
    .max(200, 'Posição inválida.')
    .regex(/^[\w-]*$/, 'Posição inválida.')
    .optional(),
});

/** A library item as members see it (only active ones ever reach them). */
export type LibraryItemView = {
  id: string;
  name: string;
  description: string | null;
  fileUrl: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  downloadsCount: number;
  fileSize: number | null;
  createdAt: string;
};

/** What admins see besides: the status. */
export type AdminLibraryItemView = LibraryItemView & { isActive: boolean };
