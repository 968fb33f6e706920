import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  EXPIRY_WARNING_DAYS,
  GRANT_SOURCES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PLANS,
  ROLES,
} from '../constants';
import { isCalendarDay } from '../sao-paulo-day';
import { STANDING_KINDS, type Standing, type SubscriptionView } from '../subscription-rules';
import { fullNameField, pageField, textField } from './fields';

// Create user / edit user (docs/product.md#validation-rules), and the /admin/usuarios list's query
// (search, status, page).

const EMAIL_AND_PASSWORD = 'Email e senha são obrigatórios';
export const EMAIL_READ_ONLY = 'O email não pode ser alterado';

/** Full name optional; an empty one is saved as null. */
const optionalFullName = fullNameField.transform((name) => (name === '' ? null : name));

const roleField = z.enum(ROLES, { error: 'Escolha um tipo de conta válido.' });

export const createUserSchema = z.strictObject({
  email: z
    .string({ error: EMAIL_AND_PASSWORD })
    .trim()
    .min(1, EMAIL_AND_PASSWORD)
    .max(EMAIL_MAX_LENGTH, 'Email muito longo.')
    .pipe(z.email('Informe um email válido.'))
    .transform((email) => email.toLowerCase()),
  password: z
    .string({ error: EMAIL_AND_PASSWORD })
    .min(1, EMAIL_AND_PASSWORD)
    .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
    .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`),
  fullName: optionalFullName.optional(),
  role: roleField.default('user'),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateUserSchema = z.strictObject(
  { fullName: optionalFullName, role: roleField },
  {
    // The e-mail is read-only; say so rather than "unknown key".
    error: (issue) =>
      issue.code === 'unrecognized_keys' && issue.keys.includes('email') ? EMAIL_READ_ONLY : undefined,
  },
);
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** Searches come from the URL: bad ones are refused in Portuguese, never a 500. */
const userSearchField = textField('A busca deve ser um texto.', {
  invalid: 'A busca contém caracteres inválidos.',
})
  .max(EMAIL_MAX_LENGTH, 'A busca é longa demais.')
  .transform((text) => text.toLowerCase())
  .default('');

/** The list and the CSV narrowed to one standing (absent: everyone). */
const standingFilterField = z.enum(STANDING_KINDS, { error: 'Filtro de status inválido.' }).optional();

/** "Vence em N dias": the window of the expiring standing, 7 unless chosen. */
export const EXPIRING_DAYS_MAX = 365;
const expiringDaysField = z.coerce
  .number({ error: 'Informe o número de dias.' })
  .int('Informe um número inteiro de dias.')
  .min(1, 'Informe ao menos 1 dia.')
  .max(EXPIRING_DAYS_MAX, `Informe no máximo ${EXPIRING_DAYS_MAX} dias.`)
  .default(EXPIRY_WARNING_DAYS);

/** A São Paulo calendar day of the sign-up period (YYYY-MM-DD, as a date field sends it). */
const signUpDayField = (message: string) =>
  z
    .string({ error: message })
    .refine(isCalendarDay, message)
    .optional()
    .or(z.literal('').transform(() => undefined));

/**
 * A segment of members (docs/decisions/023-member-segments.md) — the list, its CSV and the bulk
 * actions all take it. Each filter narrows; absent ones do not.
 */
export const userSegmentShape = {
  search: userSearchField,
  status: standingFilterField,
  days: expiringDaysField,
  plan: z.enum(PLANS, { error: 'Filtro de plano inválido.' }).optional(),
  source: z.enum(GRANT_SOURCES, { error: 'Filtro de origem inválido.' }).optional(),
  from: signUpDayField('Data inicial do cadastro inválida.'),
  to: signUpDayField('Data final do cadastro inválida.'),
};
const periodInOrder = (segment: { from?: string; to?: string }) =>
  !segment.from || !segment.to || segment.from <= segment.to;
const PERIOD_ORDER = { message: 'A data inicial deve ser anterior ou igual à final.', path: ['to'] };

export const userSegmentSchema = z.object(userSegmentShape).refine(periodInOrder, PERIOD_ORDER);
export type UserSegment = z.output<typeof userSegmentSchema>;

export const userListQuerySchema = z
  .object({ page: pageField, ...userSegmentShape })
  .refine(periodInOrder, PERIOD_ORDER);
export const userExportQuerySchema = userSegmentSchema;

/**
 * One card of /admin/usuarios: the person, their deciding grant (any status, null when they never
 * had one) and where that leaves them now (what the list and the filter say).
 */
export type AdminUser = {
  id: string;
  email: string;
  fullName: string | null;
  role: (typeof ROLES)[number];
  createdAt: string;
  subscription: SubscriptionView | null;
  standing: Standing;
};
/** `totalAtLeast`: the segment has more members than `total` (counted up to a cap). */
export type AdminUserPage = {
  users: AdminUser[];
  total: number;
  totalAtLeast: boolean;
  page: number;
  pageSize: number;
};

/** A member's id in an admin path (/api/admin/users/:id/...). */
export const userIdParam = z.object({
  id: z
    .string()
    .max(64, 'Usuário inválido.')
    .regex(/^[\w-]+$/, 'Usuário inválido.'),
});
