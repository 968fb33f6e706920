import type { Deps } from '../../app-env';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import type { Viewer } from '../session';

export const TWO_FACTOR_REQUIRED = 'two_factor_required';
const DENIAL = new AppError(403, MESSAGES.twoFactorRequired, TWO_FACTOR_REQUIRED);

/** Whether this account confirmed a two-factor enrolment (profiles.two_factor_enabled). */
export async function hasTwoFactor(deps: Deps, userId: string) {
  const row = await deps.database.db
    .selectFrom('profiles')
    .select('id')
    .where('id', '=', userId)
    .where('two_factor_enabled', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Issue 21 §1: with ADMIN_TWO_FACTOR=required, an admin who has not enrolled is kept out of every
 * admin API (and the client shows the enrolment screen instead of /admin). Only admins pay the
 * extra indexed read.
 */
export async function adminTwoFactorPending(deps: Deps, viewer: Pick<Viewer, 'role' | 'userId'>) {
  if (viewer.role !== 'admin' || deps.env.ADMIN_TWO_FACTOR !== 'required') return false;
  return !(await hasTwoFactor(deps, viewer.userId));
}

/** Throws the 403 an unenrolled admin gets from admin routes. */
export async function assertAdminTwoFactor(deps: Deps, viewer: Pick<Viewer, 'role' | 'userId'>) {
  if (await adminTwoFactorPending(deps, viewer)) throw DENIAL;
}
