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

/** The 401's code for an enrolled admin's session that never gave the code (made before enrolling). */
export const SECOND_FACTOR_NEEDED = 'second_factor_needed';
const NO_SECOND_FACTOR = new AppError(
  401,
  'Entre de novo com o código de verificação em duas etapas para continuar.',
  SECOND_FACTOR_NEEDED,
);

/**
 * Two-factor is the session's (docs/decisions/019-two-factor.md): an admin reaches admin routes,
 * and the shared logins and codes subscriber routes hand out, only from a session that passed the
 * second factor (or was made by enrolling). Otherwise an enrolled admin signs in again with the
 * code (401), and, with ADMIN_TWO_FACTOR=required, one not enrolled enrols first (403). A session
 * that passed it costs no read.
 */
export async function assertAdminTwoFactor(
  deps: Deps,
  viewer: Pick<Viewer, 'role' | 'userId' | 'secondFactor'>,
) {
  if (viewer.role !== 'admin' || viewer.secondFactor) return;
  if (await hasTwoFactor({ db: deps.database.db, userId: viewer.userId })) throw NO_SECOND_FACTOR;
  if (deps.env.ADMIN_TWO_FACTOR === 'required') throw DENIAL;
}
