import { create, insertMultiple, search } from '@orama/orama';
import { SYNONYMS } from './member-words';
import { searchTerms, searchWords } from './portuguese-text';

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

// Questions about a tool's access, credits, login, code or speed: in one of them a word no article
// has is most likely a tool's name ("o krea não abre"), so it reads as "ferramenta".
const TOOL_ASKS = new Set(
  searchTerms(
    'acessar entrar crédito créditos limite código senha lenta travando abrir erro conectar desconectou usar gerar pedindo bloqueou',
  ),
);
const TOOL = searchTerms('ferramenta')[0] ?? 'ferramenta';
// "meu" tells an account question from a general one, but says little about its topic.
const POSSESSIVE = searchTerms('meu')[0] ?? 'meu';
const POSSESSIVE_WEIGHT = 0.3;
// Most questions in the tools chat are about a tool: "ferramenta" (or a tool's name) alone says
// little about which answer fits.
const TOOL_SHARE = 0.5;

// BM25 finds the candidates; the share of the question an article covers ranks them, BM25 breaking
// near-ties: a title that repeats one common word ("Como funciona a assinatura") must not outrank
// the article with the question's rarer word ("funciona no celular?").
const CANDIDATES = 10;
const SCORE_SHARE = 0.3;
const RARITY_POWER = 1.5;
// An answer mentions many words in passing; its title and keywords name what it is about.
const ANSWER_SHARE = 0.5;
// A keyword phrase found whole in the question breaks a tie of coverage: BM25 would favour the
// shorter article that only shares its words ("paguei e não tenho acesso": the article whose
// keywords say it, not the one whose title says "acesso").
const PHRASE_BONUS = 0.15;
// A term the question implies found in an article's title or keywords ("página" for a question
// about where something is) breaks a tie of coverage, less than a whole phrase does.
const PREFER_BONUS = 0.1;

type SearchOptions = {
  limit?: number;
  /** Terms the chat implies (the tools chat: "ferramenta"); they rank, they do not count as covered. */
  context?: string[];
  /** Terms the question's form implies ("onde…": "página"): an article naming them ranks first in a tie. */
  prefer?: string[];
};

/**
 * The knowledge base as a full-text index (Orama, BM25) over Portuguese search terms: accents,
 * plurals and verb forms reduced by the Portuguese stemmer, slang expanded, and a word no article
 * has replaced by the article word one typo away ("reembouso" → "reembolso").
 */
export function buildKnowledgeIndex(articles: KnowledgeArticle[]) {
  const db = create({ schema: SCHEMA });
  // Per article: the words of its title and keywords (its topic), then those of its answer only.
  const termsById = new Map<string, [topic: string[], answer: string[]]>();
  // Its keyword phrases of two words or more, as terms: one found whole in a question is the
  // operator saying "this question is mine".
  const phrasesById = new Map<string, string[][]>();
  const byId = new Map(articles.map((article) => [article.id, article]));
  // Each written word (without accents) and its term: where a typo is looked for first.
  const written = new Map<string, string>();
  const termsOf = (text: string) => {
    const found = searchWords(text);
    for (const { word, term } of found) written.set(word, term);
    return [...new Set(found.map(({ term }) => term))];
  };
  const docs = articles.map((article) => {
    const title = termsOf(article.title);
    const keywords = termsOf(article.keywords);
    const answer = termsOf(article.answer);
    const topic = [...new Set([...title, ...keywords])];
    termsById.set(article.id, [topic, answer.filter((term) => !topic.includes(term))]);
    phrasesById.set(
      article.id,
      article.keywords
        .split(',')
        .map(searchTerms)
        .filter((terms) => terms.length >= 2),
    );
    return { id: article.id, title: title.join(' '), keywords: keywords.join(' '), answer: answer.join(' ') };
  });
  insertMultiple(db, docs);
  const vocabulary = [...new Set([...termsById.values()].flat(2))];
  const known = new Set(vocabulary);

  // Members' own words for the articles' are typo targets too ("desconeto" → "desconecto").
  for (const [word, meaning] of Object.entries(SYNONYMS)) {
    const [term, ...more] = searchTerms(meaning);
    if (term && more.length === 0 && known.has(term) && !written.has(word)) written.set(word, term);
  }

  // Typo tolerance against the index's own words: cheaper than a fuzzy search (Orama's tolerance
  // walks the whole tree for every word) and it keeps words that are only rare, not misspelt.
  const isKnown = (term: string) => known.has(term) || vocabulary.some((word) => word.startsWith(term));
  // A typo is looked for among the articles' written words first ("cancelamneto" → "cancelamento":
  // their stems differ by more than one letter), then among the stems.
  const nearWritten = nearestOf([...written.keys()].filter((word) => word.length >= 5));
  const nearStem = nearestOf(vocabulary);
  const corrections = new Map<string, string>();
  const corrected = ({ word, term }: { word: string; term: string }) => {
    if (isKnown(term)) return term;
    let fixed = corrections.get(word);
    if (fixed === undefined) {
      const near = nearWritten(word);
      fixed = (near && written.get(near)) ?? nearStem(term) ?? term;
      // Remembered per index, bounded: members' typos repeat, but their number is not ours to choose.
      if (corrections.size >= MAX_REMEMBERED) corrections.clear();
      corrections.set(word, fixed);
    }
    return fixed;
  };
  // After correction a question's word is an article word or the start of one ("prox" → "proxy",
  // "tutor" → "tutorial").
  const has = (terms: string[], term: string) =>
    terms.some(
      (t) => t === term || (t.startsWith(term) && t.length - term.length <= (term.length >= 5 ? 3 : 2)),
    );
  /** How much an article covers a word: 1 in its title or keywords, less in its answer alone. */
  const contains = (articleId: string, term: string) => {
    const [topic, answer] = termsById.get(articleId) ?? [[], []];
    if (has(topic, term)) return 1;
    return has(answer, term) ? ANSWER_SHARE : 0;
  };
  // A rare word says more about the topic than a common one ("pix" more than "pagar"); a word no
  // article has weighs the most, so "conta uma piada" is not an answer about accounts.
  const weights = new Map<string, number>();
  const weight = (term: string) => {
    let value = weights.get(term);
    if (value === undefined) {
      const inArticles = articles.filter((article) => contains(article.id, term) > 0).length;
      const rarity = Math.log(1 + articles.length / (1 + inArticles)) ** RARITY_POWER;
      value = term === POSSESSIVE ? POSSESSIVE_WEIGHT : term === TOOL ? rarity * TOOL_SHARE : rarity;
      // Remembered for the index's own words only: a question's unknown words are unbounded.
      if (inArticles > 0) weights.set(term, value);
    }
    return value;
  };
  const coverage = (question: string[], questionWeights: number[], articleId: string) => {
    const total = questionWeights.reduce((sum, w) => sum + w, 0);
    const found = question.reduce(
      (sum, term, i) => sum + contains(articleId, term) * (questionWeights[i] ?? 0),
      0,
    );
    return total === 0 ? 0 : found / total;
  };

  /** A question's search terms: typos corrected, an unknown word in a tool question read as a tool. */
  const understand = (question: string) => asTools(searchWords(question).map(corrected), isKnown);

  /** The best articles for these terms, best first. */
  const searchFor = (terms: string[], { limit = 3, context = [], prefer = [] }: SearchOptions = {}) => {
    // "minha dúvida", "eu tenho um problema": a possessive alone names no topic.
    if (terms.every((term) => term === POSSESSIVE)) return [];
    const weights = terms.map(weight);
    const implied = [...context, ...prefer].filter((term) => !terms.includes(term));
    const result = search(db, {
      term: [...terms, ...implied].join(' '),
      properties: ['title', 'keywords', 'answer'],
      boost: BOOST,
      limit: Math.max(limit, CANDIDATES),
    }) as Awaited<ReturnType<typeof search>>;
    const matches = result.hits.flatMap((hit) => {
      const article = byId.get(hit.id);
      return article ? [{ article, score: hit.score, coverage: coverage(terms, weights, article.id) }] : [];
    });
    const top = Math.max(...matches.map((match) => match.score), 1e-9);
    const saysWhole = (match: KnowledgeMatch) =>
      (phrasesById.get(match.article.id) ?? []).some((phrase) =>
        phrase.every((term) => terms.includes(term)),
      );
    const named = (match: KnowledgeMatch) =>
      prefer.some((term) => !terms.includes(term) && contains(match.article.id, term) === 1);
    const rank = (match: KnowledgeMatch) =>
      match.coverage +
      SCORE_SHARE * (match.score / top) +
      (saysWhole(match) ? PHRASE_BONUS : 0) +
      (named(match) ? PREFER_BONUS : 0);
    return matches.sort((a, b) => rank(b) - rank(a)).slice(0, limit);
  };

  return {
    size: articles.length,
    understand,
    /** The best articles for a question, best first. */
    search: (question: string, options: SearchOptions = {}): KnowledgeMatch[] =>
      searchFor(understand(question), options),
    /** The best articles for terms already read from a question (a part of it). */
    searchTerms: searchFor,
    /** Of these terms, those an article does not cover at all, and their share of the terms' weight. */
    uncovered(terms: string[], articleId: string) {
      const weights = terms.map(weight);
      const total = weights.reduce((sum, w) => sum + w, 0);
      const left = terms.filter((term) => contains(articleId, term) === 0);
      const leftWeight = terms.reduce(
        (sum, term, i) => sum + (left.includes(term) ? (weights[i] ?? 0) : 0),
        0,
      );
      return { terms: left, share: total === 0 ? 0 : leftWeight / total };
    },
    /** The question's words an article knows, as written (what the assistant understood). */
    knownWords: (question: string) =>
      searchWords(question)
        .filter((found) => corrected(found) !== POSSESSIVE && known.has(corrected(found)))
        .map(({ word }) => word),
  };
}

/** In a question about using a tool, the words no article has are the tool's name. */
function asTools(terms: string[], isKnown: (term: string) => boolean) {
  const aboutTools = terms.some((term) => TOOL_ASKS.has(term));
  return [...new Set(terms.map((term) => (aboutTools && !isKnown(term) ? TOOL : term)))];
}

export type KnowledgeIndex = ReturnType<typeof buildKnowledgeIndex>;

// Typo tolerance: members' words one edit away from an article's.

/** Terms within one edit of each other match (typos), but only for words long enough to survive one. */
function closeEnough(a: string, b: string) {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 4) return false;
  if (b.startsWith(a) || a.startsWith(b)) return Math.abs(a.length - b.length) <= 2;
  // Members rarely miss a word's first letter, and real words one letter apart mostly differ
  // there ("jeito" is not a typo of "feito").
  return a[0] === b[0] && withinOneEdit(a, b);
}

/** One letter added, dropped, changed, or two neighbours swapped ("cogido" → "codigo"). */
function withinOneEdit(a: string, b: string) {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    return true;
  const tail = (x: string, y: string) => x.slice(i + 1) === y.slice(i + (x.length === y.length ? 1 : 0));
  return a.length >= b.length ? tail(a, b) : tail(b, a);
}

/** The first of `words` one typo away from a word, looking only at words of a close length. */
function nearestOf(words: string[]) {
  const byLength = new Map<number, string[]>();
  for (const word of words) {
    const bucket = byLength.get(word.length);
    if (bucket) bucket.push(word);
    else byLength.set(word.length, [word]);
  }
  return (word: string) => {
    // A letter dropped is likelier than one added: a longer word first ("desconcto" is
    // "desconecto", not "desconto").
    for (let delta = 0; delta <= 2; delta++)
      for (const length of delta === 0 ? [word.length] : [word.length + delta, word.length - delta]) {
        const found = byLength.get(length)?.find((candidate) => closeEnough(word, candidate));
        if (found) return found;
      }
    return undefined;
  };
}
/** How many corrections an index remembers: members' typos repeat, but their number is not ours to choose. */
const MAX_REMEMBERED = 5000;
