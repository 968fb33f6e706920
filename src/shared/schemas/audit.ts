import { z } from 'zod';
import { AUDIT_KINDS } from '../audit-actions';
import { cursorField, firstPageOnlyField } from './fields';

// The audit page's filters (by admin, by kind) and a member card's Histórico (by member).
const idFilter = (message: string) =>
  z
    .string()
    .trim()
    .max(64, message)
    .regex(/^[\w-]*$/, message)
    .optional()
    .transform((id) => id || undefined);

export const auditQuerySchema = z.object({
  cursor: cursorField('uuid'),
  page: firstPageOnlyField,
  actorId: idFilter('Administrador inválido.'),
  userId: idFilter('Usuário inválido.'),
  kind: z
    .enum(['', ...AUDIT_KINDS], { error: 'Tipo de ação inválido.' })
    .optional()
    .transform((kind) => kind || undefined),
  /** '1': the automatic events too (AUTOMATIC_AUDIT_ACTIONS), which the whole trail leaves out. */
  automatic: z
    .enum(['', '0', '1'], { error: 'Filtro de eventos automáticos inválido.' })
    .optional()
    .transform((value) => value === '1'),
});
