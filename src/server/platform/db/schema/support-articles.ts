import type { Timestamp } from './timestamp';

/** The offline assistant's knowledge base: one answer per article, found by title, keywords and answer. */
export type SupportArticlesTable = {
  id: string;
  title: string;
  /** Comma-separated words and phrases members use for this topic (slang, synonyms). */
  keywords: string;
  answer: string;
  created_at: Timestamp;
  updated_at: Timestamp;
};
