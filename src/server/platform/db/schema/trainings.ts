import type { Timestamp } from './timestamp';

export type TrainingsTable = {
  id: string;
  title: string;
  category: string;
  youtube_url: string;
  youtube_video_id: string;
  description: string | null;
  is_active: boolean;
  /** title, normalized for search (platform/db/text-search.ts). */
  title_search: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};
