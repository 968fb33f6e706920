import type { Db } from '../../../platform/db/connection';
import { ARTICLE_COLUMNS } from './bump-knowledge-base-version';

const byTitle = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * Every article, alphabetical in Portuguese (the same on both engines, whose collations differ).
 * The knowledge base is small: the search index holds it whole.
 */
export async function listKnowledgeArticles({ db }: { db: Db }) {
  const rows = await db.selectFrom('support_articles').select(ARTICLE_COLUMNS).execute();
  return rows.sort((a, b) => byTitle.compare(a.title, b.title));
}
