import type { AdminUser } from '../../../shared/schemas/admin-users';
import { standingOf } from '../../../shared/subscription-rules';
import { decidingGrantOf, toSubscriptionView } from '../access';
import type { UserListRow } from './data/list-users';

/** A list row as its card shows it: the deciding grant (any status) and where it leaves the member at `now`. */
export function toAdminUser(row: UserListRow, now: Date): AdminUser {
  const grant = decidingGrantOf(row);
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    subscription: grant && toSubscriptionView(grant),
    standing: standingOf(row.access_status, row.access_ends_at, now),
  };
}
