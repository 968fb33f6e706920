import type { Generated } from 'kysely';
import type { AccessStatus, GrantSource, Plan, Role } from '../../../../shared/constants';
import type { Timestamp } from './timestamp';

/**
 * Better Auth's user table (docs/decisions/003-better-auth-owns-profiles.md): one row per member.
 *
 * Triggers follow its access columns, so the counters the overview reads never scan members
 * (a writer of these columns changes the counters too; the recount test checks them):
 * - `access_totals_insert` / `_update` / `_delete` (migration 0014-grants, sliced per connection
 *   on PostgreSQL by 0028): members per `access_status` and `access_plan`, in `access_totals`.
 * - `access_months_insert` / `_update` / `_delete` (0030-revenue, sliced by 0032): members who
 *   gained and lost access per São Paulo month (`first_access_month`, `access_lost_month`), in
 *   `access_months`.
 * - `profiles_total_*` and `profiles_by_day_*`: members in all and per sign-up day; the
 *   `profiles_*_fts_*` triggers keep the name and e-mail search (0031) in step.
 */
export type ProfilesTable = {
  id: string;
  email: string;
  /** Nullable: an empty name is stored as null (the screens then show the e-mail). */
  full_name: string | null;
  email_verified: boolean;
  image: string | null;
  role: Role;
  banned: boolean | null;
  ban_reason: string | null;
  ban_expires: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /**
   * The grant deciding the member's access, its status and end (kept by subscriptions:
   * docs/decisions/016-access-as-grants.md).
   */
  grant_id: string | null;
  access_status: Generated<AccessStatus>;
  access_ends_at: Date | null;
  access_plan: Plan | null;
  /** The deciding grant's source (migration 0031): the "origem" of docs/decisions/023-member-segments.md. */
  access_source: GrantSource | null;
  /** When the member's first grant started (migration 0030); null: never had one. */
  first_access_at: Generated<Date | null>;
  /**
   * When the member's access ends or ended: the deciding grant's end while it gives access (null:
   * no end), else when it stopped giving access. Kept with the deciding grant (member-access.ts).
   */
  access_lost_at: Generated<Date | null>;
  /** The São Paulo months ('YYYY-MM') of the two above, counted per month in access_months. */
  first_access_month: Generated<string | null>;
  access_lost_month: Generated<string | null>;
  /** A confirmed two-factor enrolment (migration 0018, docs/decisions/019-two-factor.md). */
  two_factor_enabled: Generated<boolean>;
};
