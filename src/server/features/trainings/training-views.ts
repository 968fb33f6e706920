import type { AdminTrainingView, TrainingView } from '../../../shared/schemas/trainings';
import type { AuditEntry } from '../audit';
import type { TrainingRow } from './data/trainings';

// A training as the API answers it, and as its audit row names and records it (the audit screen's
// field names).

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

export const trainingTarget = (row: Pick<TrainingRow, 'title'>): AuditEntry['target'] => ({
  label: `Treinamento: ${row.title}`,
});

export const trainingFields = (row: TrainingRow) => ({
  title: row.title,
  category: row.category,
  youtubeUrl: row.youtube_url,
  description: row.description,
  active: row.is_active,
});
