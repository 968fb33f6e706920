import { z } from 'zod';
import { isCalendarDay } from '../sao-paulo-day';
import { TOOL_CATEGORIES, TOOL_STATUSES, type ToolCategory, type ToolStatus } from '../tools-catalogue';
import { descriptionField, requiredText } from './content-fields';
import { textField } from './fields';

// The tool catalogue (docs/product.md#the-tool-catalogue): the tools a subscription includes,
// each with its category, its instructions and its live status. Labels: src/shared/tools-catalogue.ts.

const TOOL_NAME_MAX_LENGTH = 80;
const TOOL_DESCRIPTION_MAX_LENGTH = 200;
const INSTRUCTIONS_MAX_LENGTH = 5000;
const STATUS_NOTE_MAX_LENGTH = 300;
const MAX_SORT_ORDER = 1_000_000;

/** The operator's form for one tool (add or edit). */
export const toolSchema = z.strictObject({
  name: requiredText(
    'Informe o nome da ferramenta.',
    TOOL_NAME_MAX_LENGTH,
    `O nome deve ter no máximo ${TOOL_NAME_MAX_LENGTH} caracteres.`,
  ),
  category: z.enum(TOOL_CATEGORIES, { error: 'Escolha uma categoria válida.' }),
  description: requiredText(
    'Informe uma descrição curta.',
    TOOL_DESCRIPTION_MAX_LENGTH,
    `A descrição deve ter no máximo ${TOOL_DESCRIPTION_MAX_LENGTH} caracteres.`,
  ),
  /** Markdown, shown to subscribers when they open the tool on /conectar; empty: none. */
  instructions: textField('As instruções devem ser um texto.', {
    invalid: 'As instruções contêm caracteres inválidos.',
    lines: true,
  })
    .max(INSTRUCTIONS_MAX_LENGTH, `As instruções devem ter no máximo ${INSTRUCTIONS_MAX_LENGTH} caracteres.`)
    .optional()
    .transform((value) => value || null),
  sortOrder: z
    .number({ error: 'Informe a ordem como um número.' })
    .int('A ordem deve ser um número inteiro.')
    .min(-MAX_SORT_ORDER, 'Ordem inválida.')
    .max(MAX_SORT_ORDER, 'Ordem inválida.'),
  onLanding: z.boolean({ error: 'Informe se a ferramenta aparece na página inicial.' }),
  isActive: z.boolean({ error: 'Informe se a ferramenta está ativa.' }),
});
export type ToolValues = z.output<typeof toolSchema>;
export type ToolForm = z.input<typeof toolSchema>;

const UNTIL_INVALID = 'Informe uma data válida.';

/** The operator sets a tool's status, with a note members read and, for Sem créditos, until when. */
export const toolStatusSchema = z
  .strictObject({
    status: z.enum(TOOL_STATUSES, { error: 'Escolha um status válido.' }),
    note: descriptionField.pipe(
      z
        .string()
        .max(STATUS_NOTE_MAX_LENGTH, `A observação deve ter no máximo ${STATUS_NOTE_MAX_LENGTH} caracteres.`)
        .nullable(),
    ),
    /** The São Paulo calendar day credits come back ('YYYY-MM-DD'); only for Sem créditos. */
    until: z
      .union([
        z.literal('').transform(() => null),
        z.string({ error: UNTIL_INVALID }).refine(isCalendarDay, UNTIL_INVALID),
      ])
      .optional()
      .transform((value) => value ?? null),
  })
  .transform((value) => ({ ...value, until: value.status === 'no_credits' ? value.until : null }));
export type ToolStatusForm = z.input<typeof toolStatusSchema>;

/** One tool as subscribers see it on /conectar and the dashboard. */
export type CatalogueToolView = {
  id: string;
  name: string;
  category: ToolCategory;
  description: string;
  instructions: string | null;
  status: ToolStatus;
  statusNote: string | null;
  statusUntil: string | null;
  /** ISO instant of the last status change. */
  statusChangedAt: string;
};

/** One tool as the operator sees it on /admin/ferramentas. */
export type AdminToolView = CatalogueToolView & {
  sortOrder: number;
  onLanding: boolean;
  isActive: boolean;
};
