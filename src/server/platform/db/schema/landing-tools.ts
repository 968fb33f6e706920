import type { ColumnType } from 'kysely';
import type { ToolCategory, ToolStatus } from '../../../../shared/tools-catalogue';
import type { Timestamp } from './timestamp';

/** The tool catalogue (features/tools-catalogue); the table keeps its first name, the landing's grid. */
export type LandingToolsTable = {
  id: string;
  name: string;
  description: string;
  category: ToolCategory;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  is_on_landing: ColumnType<boolean, boolean | undefined, boolean>;
  /** Markdown for subscribers; null for none. */
  instructions: string | null;
  status: ColumnType<ToolStatus, ToolStatus | undefined, ToolStatus>;
  status_note: string | null;
  /** The São Paulo day credits come back ('YYYY-MM-DD'), for Sem créditos. */
  status_until: string | null;
  /** Null only before 0045 filled it; every insert writes it. */
  status_changed_at: ColumnType<Date, Date, Date>;
  created_at: Timestamp;
  updated_at: Timestamp;
};
