import type { Db } from '../../../platform/db/connection';

/** Today's admins, for the audit page's "by admin" filter (partial index profiles_admins_idx). */
export function listAdmins({ db }: { db: Db }) {
  return db
    .selectFrom('profiles')
    .select(['id', 'email', 'full_name'])
    .where('role', '=', 'admin')
    .orderBy('email')
    .execute();
}
