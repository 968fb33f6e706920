import type { Db } from '../../../platform/db/connection';
import { ARTICLE_COLUMNS } from './bump-knowledge-base-version';

const byTitle = new Intl.Collator('pt-BR', { sensitivity: 'base' });
/** Alphabetical in Portuguese (the same on both engines, whose collations differ). */
export const sortByTitle = <T extends { title: string }>(rows: T[]) =>
  rows.sort((a, b) => byTitle.compare(a.title, b.title));

/** Every article, for the admin: the knowledge base is small, the list holds it whole. */
export async function listKnowledgeArticles({ db }: { db: Db }) {
  return sortByTitle(await db.selectFrom('support_articles').select(ARTICLE_COLUMNS).execute());
}
