import type { Timestamp } from './timestamp';

export type AppSettingsTable = {
  id: number;
  totp_secret_key: string | null;
  assistant_key: string | null;
  assistant_id: string | null;
  tools_assistant_key: string | null;
  tools_assistant_id: string | null;
  updated_at: Timestamp;
};
