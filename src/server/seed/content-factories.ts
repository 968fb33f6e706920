import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/connection';
import { normalizeSearchText } from '../platform/db/text-search';

// Library items and trainings as stored rows, for tests, the demo seed and the benches (the
// admin API is the way people add them; these skip it when a test is about something else).

type LibraryItemSpec = {
  name?: string;
  description?: string | null;
  fileUrl?: string;
  imageUrl?: string | null;
  imageKey?: string | null;
  isActive?: boolean;
  downloadsCount?: number;
  fileSize?: number | null;
  createdAt?: Date;
  createdBy?: string | null;
};

export function libraryItemRow(spec: LibraryItemSpec = {}) {
  const id = randomUUID();
  const name = spec.name ?? `Item ${id.slice(0, 8)}`;
  const createdAt = spec.createdAt ?? new Date();
  return {
    id,
    name,
    name_search: normalizeSearchText(name),
    description: spec.description ?? null,
    file_url: spec.fileUrl ?? `https://downloads.example.com/${id}.zip`,
    image_url: spec.imageUrl ?? null,
    image_key: spec.imageKey ?? null,
    is_active: spec.isActive ?? true,
    downloads_count: spec.downloadsCount ?? 0,
    file_size: spec.fileSize ?? null,
    created_by: spec.createdBy ?? null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

export async function addLibraryItem(db: Db, spec: LibraryItemSpec = {}) {
  const row = libraryItemRow(spec);
  await db.insertInto('library_items').values(row).execute();
  return row;
}

type TrainingSpec = {
  title?: string;
  category?: string;
  videoId?: string;
  description?: string | null;
  isActive?: boolean;
  createdAt?: Date;
  createdBy?: string | null;
};

function trainingRow(spec: TrainingSpec = {}) {
  const id = randomUUID();
  const title = spec.title ?? `Treinamento ${id.slice(0, 8)}`;
  const videoId = spec.videoId ?? 'dQw4w9WgXcQ';
  const createdAt = spec.createdAt ?? new Date();
  return {
    id,
    title,
    title_search: normalizeSearchText(title),
    category: spec.category ?? 'Introdução',
    youtube_url: `https://www.youtube.com/watch?v=${videoId}`,
    youtube_video_id: videoId,
    description: spec.description ?? null,
    is_active: spec.isActive ?? true,
    created_by: spec.createdBy ?? null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

export async function addTraining(db: Db, spec: TrainingSpec = {}) {
  const row = trainingRow(spec);
  await db.insertInto('trainings').values(row).execute();
  return row;
}
