import type { Db } from '../../../platform/db/connection';
import { listKnowledgeArticles } from '../data/list-knowledge-articles';
import { buildKnowledgeIndex, type KnowledgeIndex } from './knowledge-index';

/**
 * The search index of the knowledge base, built once per version: an admin's change bumps the
 * version (read with the settings on every chat), so the next question on any node sees it.
 */
export function createKnowledgeBase() {
  let current: { version: number; index: Promise<KnowledgeIndex> } | undefined;
  return {
    index(db: Db, version: number): Promise<KnowledgeIndex> {
      if (current?.version !== version) {
        const index = listKnowledgeArticles({ db }).then(buildKnowledgeIndex);
        const entry = { version, index };
        // A failed load (database down) is retried on the next question.
        index.catch(() => {
          if (current === entry) current = undefined;
        });
        current = entry;
      }
      return current.index;
    },
  };
}
