import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  KNOWLEDGE_AUDIENCES,
  type KnowledgeArticleInput,
  type KnowledgeAudience,
} from '../../../../shared/schemas/support';
import type { Db } from '../../../platform/db/connection';
import { inTransaction } from '../../../platform/db/transaction';

// The knowledge base's articles (table support_articles): the admin's list and edits, and what a
// chat's reader may be answered with. Every change bumps the knowledge base's version.

const ARTICLE_COLUMNS = ['id', 'title', 'keywords', 'answer', 'audience', 'updated_at'] as const;
type ArticleValues = Required<KnowledgeArticleInput>;

/**
 * Run in the same transaction as every article change: the version is read with the provider
 * settings on each chat, so every node rebuilds its search index on its next chat.
 */
async function bumpKnowledgeBaseVersion({ db }: { db: Db }) {
  await db
    .updateTable('app_settings')
    .set({ knowledge_base_version: sql`knowledge_base_version + 1` })
    .where('id', '=', 1)
    .execute();
}

const byTitle = new Intl.Collator('pt-BR', { sensitivity: 'base' });
/** Alphabetical in Portuguese (the same on both engines, whose collations differ). */
const sortByTitle = <T extends { title: string }>(rows: T[]) =>
  rows.sort((a, b) => byTitle.compare(a.title, b.title));

/** Every article, for the admin: the knowledge base is small, the list holds it whole. */
export async function listKnowledgeArticles({ db }: { db: Db }) {
  return sortByTitle(await db.selectFrom('support_articles').select(ARTICLE_COLUMNS).execute());
}

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
