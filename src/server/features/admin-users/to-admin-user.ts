import type { AdminUser } from '../../../shared/schemas/admin-users';
import { standingOf } from '../../../shared/subscription-rules';
import type { UserListRow } from './data/list-users';

/** A list row as its card shows it: the deciding grant (any status) and where it leaves the member at `now`. */
export function toAdminUser(row: UserListRow, now: Date): AdminUser {
  const { subscription_id: id, plan, status, source, price, started_at, expires_at } = row;
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    subscription:
      id && plan && status && source && price !== null && started_at
        ? {
            id,
            plan,
            status,
            source,
            price: Number(price),
            startedAt: started_at.toISOString(),
            expiresAt: expires_at?.toISOString() ?? null,
          }
        : null,
    standing: standingOf(row.access_status, row.access_ends_at, now),
  };
}
