import type { Generated } from 'kysely';
import type { AccessStatus, GrantSource, Plan, Role } from '../../../../shared/constants';
import type { Timestamp } from './timestamp';

export type ProfilesTable = {
  id: string;
  email: string;
  /** Nullable: an empty name is stored as null. */
  full_name: string | null;
  email_verified: boolean;
  image: string | null;
  role: Role;
  banned: boolean | null;
  ban_reason: string | null;
  ban_expires: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The grant deciding the member's access, its status and end (kept by the subscriptions feature). */
  grant_id: string | null;
  access_status: Generated<AccessStatus>;
  access_ends_at: Date | null;
  access_plan: Plan | null;
  /** The deciding grant's source (migration 0031): the segments' "origem". */
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
  /** A confirmed two-factor enrolment (migration 0018). */
  two_factor_enabled: Generated<boolean>;
};
