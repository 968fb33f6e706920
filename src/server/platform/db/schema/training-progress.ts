import type { Timestamp } from './timestamp';

/** One row per member and training they marked as watched. */
export type TrainingProgressTable = {
  user_id: string;
  training_id: string;
  watched_at: Timestamp;
};
