import type { Deps } from '../../app-env';
import type { Db } from '../../platform/db/connection';
import { AppError } from '../../platform/http/app-error';
import { type ScheduledJob, scheduledJob } from '../../platform/jobs/scheduled-job';
import { deleteUser } from '../admin-users';
import { dueAccountDeletions } from './data/account-deletions';

const ERASURE_EVERY_MS = 60 * 60_000;
const BATCH = 50;

/** Who erased the account, in the audit trail: the member's own request. */
export const ERASURE_ACTOR = { id: null, label: 'Exclusão pedida pelo membro' };

/**
 * Each hour, the accounts whose 7 days passed with no sign-in are erased like an admin's deletion
 * (admin-users' deleteUser): sessions, grants, the profile and every row it owns go; payments stay
 * (the law keeps money records: their member link becomes empty) and the audit keeps who it was.
 */
export async function eraseDueAccounts({ db, now = new Date() }: { db: Db; now?: Date }) {
  let erased = 0;
  // Every process runs the pass; deleteUser locks the member's row, so when two reach one
  // account the second finds it gone (404) and moves on.
  for (const userId of await dueAccountDeletions({ db, now, limit: BATCH })) {
    try {
      await deleteUser({ db, actor: ERASURE_ACTOR, userId });
      erased++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // gone already, or the last admin (never erased)
    }
  }
  return erased;
}

export function createAccountErasureJob(deps: Pick<Deps, 'database' | 'logger'>): ScheduledJob<number> {
  return scheduledJob({
    name: 'account erasure',
    everyMs: ERASURE_EVERY_MS,
    onTheClock: true,
    logger: deps.logger,
    run: () => eraseDueAccounts({ db: deps.database.db }),
    report: (erased) => (erased > 0 ? { erased } : null),
  });
}
