import { sql } from 'kysely';
import type { KnowledgeArticleInput } from '../../../../shared/schemas/support';
import type { Db } from '../../../platform/db/connection';

export const ARTICLE_COLUMNS = ['id', 'title', 'keywords', 'answer', 'audience', 'updated_at'] as const;
export type ArticleValues = Required<KnowledgeArticleInput>;

/**
 * Run in the same transaction as every article change: the version is read with the provider
 * settings on each chat, so every node rebuilds its search index on its next chat.
 */
export async function bumpKnowledgeBaseVersion({ db }: { db: Db }) {
  await db
    .updateTable('app_settings')
    .set({ knowledge_base_version: sql`knowledge_base_version + 1` })
    .where('id', '=', 1)
    .execute();
}
