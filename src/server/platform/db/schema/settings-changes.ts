import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp';

/** Who changed an admin-owned setting and when; the value is never recorded. */
export type SettingsChangesTable = {
  id: Generated<number>;
  setting: string;
  changed_by: string | null;
  changed_by_email: string;
  changed_at: Timestamp;
};
