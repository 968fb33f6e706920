import type { AuditEntry } from '../audit';
import type { TrainingRow } from './data/training-columns';

// Issue 20 §3: what a training's audit row names and records (the audit screen's field names).

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
