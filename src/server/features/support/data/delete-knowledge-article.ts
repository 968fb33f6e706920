import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';
import { bumpKnowledgeBaseVersion } from './bump-knowledge-base-version';

/** The removed article's id and title (for the audit), or undefined when there was none. */
export async function deleteKnowledgeArticle({ db, id }: { db: Db; id: string }) {
  return inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom('support_articles')
      .where('id', '=', id)
      .returning(['id', 'title'])
      .executeTakeFirst();
    if (removed) await bumpKnowledgeBaseVersion({ db: trx });
    return removed;
  });
}
