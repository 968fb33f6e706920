import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

/** One row per sign-in with its IP (migration 0017): the admin's IP spread counts them. */
export type SignInsTable = {
  id: Generated<number>;
  user_id: string;
  ip_address: string | null;
  created_at: Timestamp;
};
