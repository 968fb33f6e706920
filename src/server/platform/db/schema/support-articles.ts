import type { Generated } from 'kysely';
import type { KnowledgeAudience } from '../../../../shared/schemas/support';
import type { Timestamp } from './timestamp';

/** The offline assistant's knowledge base: one answer per article, found by title, keywords and answer. */
export type SupportArticlesTable = {
  id: string;
  title: string;
  /** Comma-separated words and phrases members use for this topic (slang, synonyms). */
  keywords: string;
  answer: string;
  /** Who may be answered with it: the chats retrieve only what their reader may see. */
  audience: Generated<KnowledgeAudience>;
  created_at: Timestamp;
  updated_at: Timestamp;
};
