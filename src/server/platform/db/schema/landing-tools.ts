import type { ColumnType } from 'kysely';
import type { LandingToolCategory } from '../../../../public-site/tool-categories';
import type { Timestamp } from './timestamp';

export type LandingToolsTable = {
  id: string;
  name: string;
  description: string;
  category: LandingToolCategory;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};
