import type { Role } from '../../../../shared/constants';
import type { Timestamp } from './timestamp';

export type ProfilesTable = {
  id: string;
  email: string;
  /** SPEC §3: nullable; an empty name is stored as null. */
  full_name: string | null;
  email_verified: boolean;
  image: string | null;
  role: Role;
  banned: boolean | null;
  ban_reason: string | null;
  ban_expires: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};
