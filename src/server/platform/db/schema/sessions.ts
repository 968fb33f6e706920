import type { Timestamp } from './timestamp';

export type SessionsTable = {
  id: string;
  token: string;
  user_id: string;
  expires_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  impersonated_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When this session passed the second factor, or was made by enrolling in it (migration 0054); null: never. */
  second_factor_at: Date | null;
};
