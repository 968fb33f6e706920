import type { Assistant, KnowledgeAudience } from '../../../../../shared/schemas/support';
import { SEED_ARTICLES } from '../../../../platform/db/migrations/0007-support/articles';
import {
  KEYWORD_ADDITIONS,
  NEW_ARTICLES,
} from '../../../../platform/db/migrations/0019-support-articles/articles';
import { KEYWORD_ADDITIONS as MORE_KEYWORDS } from '../../../../platform/db/migrations/0026-support-keywords/articles';
import { audiencesReadableBy } from '../../data/list-readable-articles';
import { accountIntentOf } from '../account-intents';
import { readerDocuments } from '../knowledge-base';
import { buildKnowledgeIndex, type KnowledgeIndex } from '../knowledge-index';
import { type Decision, decide } from '../offline-assistant';

/** One question of the evaluation set and what should answer it. */
export type EvaluationCase = {
  question: string;
  assistant: Assistant;
  reader: KnowledgeAudience;
  /** An article's title, `account:plan` / `account:payment`, `smalltalk`, or `ticket` (a person). */
  expect: string;
};

/** A question and what should answer it, on a chat given by `on`. */
export type EvaluationRow = [question: string, expect: string];
/** Rows asked on one chat by one reader. */
export const on =
  (assistant: Assistant, reader: KnowledgeAudience) =>
  (rows: EvaluationRow[]): EvaluationCase[] =>
    rows.map(([question, expect]) => ({ question, expect, assistant, reader }));

// The seeded knowledge base as the migrations leave it: 0007's articles answer everyone (0015),
// 0019's added, with the keywords of 0019 and 0026 appended in that order.
const withAdditions = <T extends { title: string; keywords: string }>(article: T): T => {
  const more = [...KEYWORD_ADDITIONS, ...MORE_KEYWORDS]
    .filter((addition) => addition.title === article.title)
    .map((addition) => addition.keywords);
  return { ...article, keywords: [article.keywords, ...more].join(', ') };
};
const SEEDED = [
  ...SEED_ARTICLES.map((article) => ({ ...article, audience: 'visitors' as const })),
  ...NEW_ARTICLES,
]
  .map(withAdditions)
  .map((article, i) => ({ id: `seed-${i}`, ...article }));

/** The configuration the bench and the tests answer with. */
export const SEED_CONTEXT = {
  appName: 'Hub Premium',
  supportPhone: '+55 11 90000-0000',
  browserVersion: '7.3.26',
};

/** One index per reader, holding what that reader's chat may answer with (as in production). */
export function seededIndexes(): Record<KnowledgeAudience, KnowledgeIndex> {
  const indexFor = (reader: KnowledgeAudience) =>
    buildKnowledgeIndex(
      readerDocuments(
        SEEDED.filter((article) => audiencesReadableBy(reader).includes(article.audience)),
        reader,
        SEED_CONTEXT,
      ),
    );
  return {
    visitors: indexFor('visitors'),
    members: indexFor('members'),
    subscribers: indexFor('subscribers'),
  };
}

/** A decision in the evaluation set's words. */
export function outcomeOf(decision: Decision): string {
  switch (decision.kind) {
    case 'handoff':
    case 'unknown':
      return 'ticket';
    case 'smalltalk':
      return 'smalltalk';
    case 'account':
      return `account:${decision.intent}`;
    case 'article':
      return accountIntentOf(decision.match.article.id) ?? decision.match.article.title;
  }
}

/** Each case's outcome, and the share answered as expected (top-1). */
export function evaluate(cases: EvaluationCase[], indexes = seededIndexes()) {
  const rows = cases.map((item) => {
    const decision = decide(indexes[item.reader], item.question, item.assistant);
    const got = outcomeOf(decision);
    const offered = 'alternative' in decision ? decision.alternative?.article.title : undefined;
    return { ...item, got, offered, right: got === item.expect };
  });
  const right = rows.filter((row) => row.right).length;
  return { rows, right, top1: right / rows.length };
}
