import { z } from 'zod';
import { passwordField } from './fields';

// Meus dados (docs/product.md#privacy-and-retention): the member's "Baixar meus dados" requests.

export const DATA_EXPORT_FILES = {
  /** Every record, as JSON. */
  json: 'meus-dados.json',
  /** The readable summary. */
  summary: 'resumo.txt',
} as const;

const dataExportStatus = z.enum(['pending', 'ready', 'failed']);

/** One request as the member sees it: waiting, ready (until `expiresAt`) or failed. */
export const dataExportViewSchema = z.object({
  id: z.string(),
  status: dataExportStatus,
  createdAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
});
export type DataExportView = z.infer<typeof dataExportViewSchema>;

const NOT_AVAILABLE = 'Este arquivo não está mais disponível. Peça um novo em Meus dados.';

/** GET /api/me/data-export/:id/:file: a request's id and which of its two files. */
export const dataExportFileParamSchema = z.strictObject({
  id: z.uuid(NOT_AVAILABLE),
  file: z.enum([DATA_EXPORT_FILES.json, DATA_EXPORT_FILES.summary], NOT_AVAILABLE),
});

export const DATA_EXPORT_MESSAGES = { notAvailable: NOT_AVAILABLE } as const;

/** "Excluir minha conta" asks for the password again: a forgotten open session is not enough. */
export const accountDeletionSchema = z.strictObject({ password: passwordField });
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;
