import type { AdminTrainingView, TrainingView } from '../../../shared/schemas/trainings';
import type { TrainingRow } from './data/training-columns';

export const toTrainingView = (row: TrainingRow & { watched: boolean }): TrainingView => ({
  id: row.id,
  title: row.title,
  category: row.category,
  youtubeVideoId: row.youtube_video_id,
  description: row.description,
  createdAt: row.created_at.toISOString(),
  watched: row.watched,
});

export const toAdminTrainingView = (row: TrainingRow): AdminTrainingView => ({
  id: row.id,
  title: row.title,
  category: row.category,
  youtubeUrl: row.youtube_url,
  youtubeVideoId: row.youtube_video_id,
  description: row.description,
  isActive: row.is_active,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});
