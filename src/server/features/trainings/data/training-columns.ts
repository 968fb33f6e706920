// What every read of a training selects.
export const TRAINING_COLUMNS = [
  'trainings.id',
  'trainings.title',
  'trainings.category',
  'trainings.youtube_url',
  'trainings.youtube_video_id',
  'trainings.description',
  'trainings.is_active',
  'trainings.created_at',
  'trainings.updated_at',
] as const;

export type TrainingRow = {
  id: string;
  title: string;
  category: string;
  youtube_url: string;
  youtube_video_id: string;
  description: string | null;
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
};

export const TITLE_INDEX = { table: 'trainings', column: 'title_search' };
