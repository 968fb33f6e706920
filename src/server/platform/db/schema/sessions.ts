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
};
