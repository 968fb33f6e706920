import type { ColumnType, Generated, Selectable } from 'kysely';
import type { BulkActionKind } from '../../../../shared/schemas/bulk-actions';
import type { Timestamp } from './timestamp';

/**
 * One bulk action on a segment of members, applied by a worker (migration 0031,
 * docs/decisions/023-member-segments.md).
 */
export type BulkActionsTable = {
  id: string;
  kind: BulkActionKind;
  /** The segment as the list's filters (JSON of UserSegment), evaluated at `segment_at`. */
  segment: string;
  /** The action's own fields (JSON: { days } or { subject, message }). */
  params: string;
  actor_id: string | null;
  actor_label: string;
  status: ColumnType<'pending' | 'done' | 'failed', 'pending' | undefined, 'pending' | 'done' | 'failed'>;
  /** Members in the segment when it was confirmed. */
  planned: number;
  applied: Generated<number>;
  /** Members the action left as they were (a lifetime plan needs no "+N dias"). */
  unchanged: Generated<number>;
  /** Where the last committed batch stopped: created_at as the engine's text, and id. */
  cursor_key: string | null;
  cursor_id: string | null;
  segment_at: Timestamp;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  last_error: string | null;
  created_at: Timestamp;
  finished_at: Date | null;
};

export type BulkActionRow = Selectable<BulkActionsTable>;
