import { KNOWLEDGE_AUDIENCES, type KnowledgeAudience } from '../../../../shared/schemas/support';
import type { Db } from '../../../platform/db/connection';
import { sortByTitle } from './list-knowledge-articles';

/** The audiences a reader may see: their own and every one before it (visitors ⊂ members ⊂ subscribers). */
export const audiencesReadableBy = (reader: KnowledgeAudience) =>
  KNOWLEDGE_AUDIENCES.slice(0, KNOWLEDGE_AUDIENCES.indexOf(reader) + 1);

/**
 * The articles a chat's reader may be answered with, filtered by the query itself: an article for
 * subscribers never enters a visitor's or a member's search index, nor a model's prompt.
 */
export async function listReadableArticles({ db, reader }: { db: Db; reader: KnowledgeAudience }) {
  const rows = await db
    .selectFrom('support_articles')
    .select(['id', 'title', 'keywords', 'answer'])
    .where('audience', 'in', audiencesReadableBy(reader))
    .execute();
  return sortByTitle(rows);
}
