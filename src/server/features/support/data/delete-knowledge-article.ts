import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { bumpKnowledgeBaseVersion } from './bump-knowledge-base-version';

/** Whether an article was removed. */
export async function deleteKnowledgeArticle({ db, id }: { db: Db; id: string }) {
  return inTransaction(db, async (trx) => {
    const { numDeletedRows } = await trx
      .deleteFrom('support_articles')
      .where('id', '=', id)
      .executeTakeFirst();
    if (numDeletedRows > 0n) await bumpKnowledgeBaseVersion({ db: trx });
    return numDeletedRows > 0n;
  });
}
