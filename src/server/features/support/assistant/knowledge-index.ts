import { create, insertMultiple, search } from '@orama/orama';
import { searchTerms } from './portuguese-text';

type KnowledgeArticle = { id: string; title: string; keywords: string; answer: string };

export type KnowledgeMatch = {
  article: KnowledgeArticle;
  /** BM25 score from Orama (relative: compare within one search only). */
  score: number;
  /** Share of the question's search terms this article contains, 0–1: how sure the match is. */
  coverage: number;
};

const SCHEMA = { title: 'string', keywords: 'string', answer: 'string' } as const;
// Titles and keywords name the topic; the answer's own words count, but less.
const BOOST = { title: 2, keywords: 2, answer: 1 };

/** Terms within one edit of each other match (typos), but only for words long enough to survive one. */
function closeEnough(a: string, b: string) {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 4) return false;
  if (b.startsWith(a) || a.startsWith(b)) return Math.abs(a.length - b.length) <= 2;
  return withinOneEdit(a, b);
}

function withinOneEdit(a: string, b: string) {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const tail = (x: string, y: string) => x.slice(i + 1) === y.slice(i + (x.length === y.length ? 1 : 0));
  return a.length >= b.length ? tail(a, b) : tail(b, a);
}

/**
 * The knowledge base as a full-text index (Orama, BM25) over Portuguese search terms: accents,
 * plurals and verb forms reduced by the Portuguese stemmer, slang expanded, and a word no article
 * has replaced by the article word one typo away ("reembouso" → "reembolso").
 */
export function buildKnowledgeIndex(articles: KnowledgeArticle[]) {
  const db = create({ schema: SCHEMA });
  const termsById = new Map<string, string[]>();
  const byId = new Map(articles.map((article) => [article.id, article]));
  const docs = articles.map((article) => {
    const title = searchTerms(article.title);
    const keywords = searchTerms(article.keywords);
    const answer = searchTerms(article.answer);
    termsById.set(article.id, [...new Set([...title, ...keywords, ...answer])]);
    return { id: article.id, title: title.join(' '), keywords: keywords.join(' '), answer: answer.join(' ') };
  });
  insertMultiple(db, docs);
  const vocabulary = [...new Set([...termsById.values()].flat())];
  const known = new Set(vocabulary);

  // Typo tolerance against the index's own words: cheaper than a fuzzy search (Orama's tolerance
  // walks the whole tree for every word) and it keeps words that are only rare, not misspelt.
  const corrected = (term: string) => {
    if (known.has(term) || vocabulary.some((word) => word.startsWith(term))) return term;
    return vocabulary.find((word) => closeEnough(term, word)) ?? term;
  };
  const termSets = new Map([...termsById].map(([id, terms]) => [id, new Set(terms)]));
  // After correction a question's word is an article word or the start of one ("prox" → "proxy").
  const contains = (articleId: string, term: string) =>
    termSets.get(articleId)?.has(term) ||
    (termsById.get(articleId) ?? []).some((t) => t.startsWith(term) && t.length - term.length <= 2);
  // A rare word says more about the topic than a common one ("pix" more than "pagar"); a word no
  // article has weighs the most, so "conta uma piada" is not an answer about accounts.
  const weights = new Map<string, number>();
  const weight = (term: string) => {
    let value = weights.get(term);
    if (value === undefined) {
      const inArticles = articles.filter((article) => contains(article.id, term)).length;
      value = Math.log(1 + articles.length / (1 + inArticles));
      // Remembered for the index's own words only: a question's unknown words are unbounded.
      if (inArticles > 0) weights.set(term, value);
    }
    return value;
  };
  const coverage = (question: string[], questionWeights: number[], articleId: string) => {
    const total = questionWeights.reduce((sum, w) => sum + w, 0);
    const found = question.reduce(
      (sum, term, i) => sum + (contains(articleId, term) ? (questionWeights[i] ?? 0) : 0),
      0,
    );
    return total === 0 ? 0 : found / total;
  };

  return {
    size: articles.length,
    /** The best articles for a question, best first. */
    search(question: string, limit = 3): KnowledgeMatch[] {
      const terms = [...new Set(searchTerms(question).map(corrected))];
      if (terms.length === 0) return [];
      const weights = terms.map(weight);
      const result = search(db, {
        term: terms.join(' '),
        properties: ['title', 'keywords', 'answer'],
        boost: BOOST,
        limit,
      }) as Awaited<ReturnType<typeof search>>;
      return result.hits.flatMap((hit) => {
        const article = byId.get(hit.id);
        return article ? [{ article, score: hit.score, coverage: coverage(terms, weights, article.id) }] : [];
      });
    },
  };
}

export type KnowledgeIndex = ReturnType<typeof buildKnowledgeIndex>;
