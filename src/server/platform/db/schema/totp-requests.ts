import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

export type TotpRequestsTable = {
  id: Generated<number>;
  user_id: string;
  user_email: string;
  user_name: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
};
