import { randomUUID } from 'node:crypto';
import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { ARTICLE_COLUMNS, type ArticleValues, bumpKnowledgeBaseVersion } from './bump-knowledge-base-version';

export async function createKnowledgeArticle({ db, article }: { db: Db; article: ArticleValues }) {
  return inTransaction(db, async (trx) => {
    const now = new Date();
    const row = await trx
      .insertInto('support_articles')
      .values({ id: randomUUID(), ...article, created_at: now, updated_at: now })
      .returning(ARTICLE_COLUMNS)
      .executeTakeFirstOrThrow();
    await bumpKnowledgeBaseVersion({ db: trx });
    return row;
  });
}
