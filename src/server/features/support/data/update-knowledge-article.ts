import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { ARTICLE_COLUMNS, type ArticleValues, bumpKnowledgeBaseVersion } from './bump-knowledge-base-version';

/** The updated article, or undefined when no article has that id. */
export async function updateKnowledgeArticle({
  db,
  id,
  article,
}: {
  db: Db;
  id: string;
  article: ArticleValues;
}) {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('support_articles')
      .set({ ...article, updated_at: new Date() })
      .where('id', '=', id)
      .returning(ARTICLE_COLUMNS)
      .executeTakeFirst();
    if (row) await bumpKnowledgeBaseVersion({ db: trx });
    return row;
  });
}
