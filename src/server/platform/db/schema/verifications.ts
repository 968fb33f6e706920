import type { Timestamp } from './timestamp';

export type VerificationsTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: Date;
  created_at: Timestamp;
  updated_at: Timestamp;
};
