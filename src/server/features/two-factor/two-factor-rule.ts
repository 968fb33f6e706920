import type { Deps } from '../../app-env';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import type { Viewer } from '../session';
import { hasTwoFactor } from './data/two-factors';

/** The 403's code for an admin without two-factor, on admin routes and on turning it off. */
export const TWO_FACTOR_REQUIRED = 'two_factor_required';
const DENIAL = new AppError(403, MESSAGES.twoFactorRequired, TWO_FACTOR_REQUIRED);

/**
 * With ADMIN_TWO_FACTOR=required, an admin who has not enrolled is kept out of every admin API
 * (and the client shows the enrolment screen instead of /admin): docs/decisions/019-two-factor.md.
 * Only admins pay the extra indexed read.
 */
export async function adminTwoFactorPending(deps: Deps, viewer: Pick<Viewer, 'role' | 'userId'>) {
  if (viewer.role !== 'admin' || deps.env.ADMIN_TWO_FACTOR !== 'required') return false;
  return !(await hasTwoFactor({ db: deps.database.db, userId: viewer.userId }));
}

/** Throws the 403 an unenrolled admin gets from admin routes. */
export async function assertAdminTwoFactor(deps: Deps, viewer: Pick<Viewer, 'role' | 'userId'>) {
  if (await adminTwoFactorPending(deps, viewer)) throw DENIAL;
}
