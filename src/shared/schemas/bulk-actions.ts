import { z } from 'zod';
import { textField } from './fields';
import { extendAccessSchema } from './subscriptions';

// An action on every member of a segment (the segment is the list's query string),
// confirmed with the count, applied by a worker in one job and audited per member.

export const BULK_ACTION_KINDS = ['extend', 'message'] as const;
export type BulkActionKind = (typeof BULK_ACTION_KINDS)[number];

export const BULK_SUBJECT_MAX = 150;
export const BULK_MESSAGE_MAX = 5000;

const subjectField = textField('Informe o assunto.', { invalid: 'O assunto contém caracteres inválidos.' })
  .trim()
  .min(1, 'Informe o assunto.')
  .max(BULK_SUBJECT_MAX, `O assunto deve ter no máximo ${BULK_SUBJECT_MAX} caracteres.`);
const messageField = textField('Escreva a mensagem para os membros.', {
  invalid: 'A mensagem contém caracteres inválidos.',
})
  .trim()
  .min(1, 'Escreva a mensagem para os membros.')
  .max(BULK_MESSAGE_MAX, `A mensagem deve ter no máximo ${BULK_MESSAGE_MAX} caracteres.`);

/** "+N dias" for each member (the member page's extension, per member) or an e-mail to each. */
export const bulkActionFieldsSchema = z.discriminatedUnion(
  'kind',
  [
    extendAccessSchema.extend({ kind: z.literal('extend') }),
    z.strictObject({ kind: z.literal('message'), subject: subjectField, message: messageField }),
  ],
  { error: 'Escolha uma ação válida.' },
);
export type BulkActionFields = z.output<typeof bulkActionFieldsSchema>;

export type BulkActionInput = z.input<typeof bulkActionFieldsSchema>;

/** A bulk action as the admin follows it: how many of how many, and whether it is over. */
export type BulkActionView = {
  id: string;
  kind: BulkActionKind;
  planned: number;
  applied: number;
  unchanged: number;
  status: 'pending' | 'done' | 'failed';
  createdAt: string;
  finishedAt: string | null;
};

export const bulkActionIdParam = z.object({
  id: z
    .string()
    .max(64, 'Ação inválida.')
    .regex(/^[\w-]+$/, 'Ação inválida.'),
});
