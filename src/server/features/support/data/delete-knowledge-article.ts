import type { Db } from '../../../platform/db/connection';
import { bumpKnowledgeBaseVersion } from './bump-knowledge-base-version';

/** Whether an article was removed. */
export async function deleteKnowledgeArticle({ db, id }: { db: Db; id: string }) {
  return db.transaction().execute(async (trx) => {
    const { numDeletedRows } = await trx
      .deleteFrom('support_articles')
      .where('id', '=', id)
      .executeTakeFirst();
    if (numDeletedRows > 0n) await bumpKnowledgeBaseVersion({ db: trx });
    return numDeletedRows > 0n;
  });
}
