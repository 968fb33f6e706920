import type { KnowledgeAudience } from '../../../../shared/schemas/support';
import { fillPlaceholders, type ReplyContext } from '../../../../shared/support-chat';
import type { Db } from '../../../platform/db/connection';
import { listReadableArticles } from '../data/articles';
import { ACCOUNT_INTENT_DOCS } from './account-questions';
import { buildKnowledgeIndex, type KnowledgeIndex } from './knowledge-index';

type Article = { id: string; title: string; keywords: string; answer: string };

/**
 * A reader's search documents: their articles as the chat shows them (the app's name filled in,
 * so "o que é o Hub?" finds the article that names it), and for a signed-in reader the account
 * questions.
 */
export function readerDocuments(articles: Article[], reader: KnowledgeAudience, ctx: ReplyContext) {
  const filled = articles.map((article) => ({ ...article, answer: fillPlaceholders(article.answer, ctx) }));
  return reader === 'visitors' ? filled : [...filled, ...ACCOUNT_INTENT_DOCS];
}

type Entry = { version: number; index: Promise<KnowledgeIndex> };

/**
 * The search indexes of the knowledge base, one per reader (visitors, members, subscribers), each
 * holding only the articles that reader may see, built once per version: an admin's change bumps
 * the version (read with the settings on every chat), so the next question on any node sees it.
 */
export function createKnowledgeBase(ctx: ReplyContext) {
  const current = new Map<KnowledgeAudience, Entry>();
  return {
    index(db: Db, version: number, reader: KnowledgeAudience): Promise<KnowledgeIndex> {
      const cached = current.get(reader);
      if (cached?.version === version) return cached.index;
      const index = listReadableArticles({ db, reader }).then((articles) =>
        buildKnowledgeIndex(readerDocuments(articles, reader, ctx)),
      );
      const entry = { version, index };
      // A failed load (database down) is retried on the next question.
      index.catch(() => {
        if (current.get(reader) === entry) current.delete(reader);
      });
      current.set(reader, entry);
      return index;
    },
  };
}
