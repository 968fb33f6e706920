import { smallTalk } from './intents';
import type { KnowledgeIndex, KnowledgeMatch } from './knowledge-index';
import { fillPlaceholders, REPLIES, type ReplyContext } from './replies';

type OfflineAnswer =
  | { kind: 'answer'; text: string; articleId: string }
  | { kind: 'smalltalk'; text: string }
  | { kind: 'unknown' };

// Measured on the quality set (bench/README.md, support): right answers cover ≥ 0.37 of the
// question's weighted words with a BM25 score ≥ 10, or ≥ 0.5 whatever the score; questions
// no article answers stay under both.
const SURE_COVERAGE = 0.5;
const FAIR_COVERAGE = 0.34;
const FAIR_SCORE = 10;
// A runner-up this close to the best is worth pointing to.
const RUNNER_UP_RATIO = 0.85;

const isConfident = (match: KnowledgeMatch) =>
  match.coverage >= SURE_COVERAGE || (match.coverage >= FAIR_COVERAGE && match.score >= FAIR_SCORE);

/** The built-in pt-BR assistant: the best knowledge-base article, or an honest "não sei". */
export function answerOffline(index: KnowledgeIndex, question: string, ctx: ReplyContext): OfflineAnswer {
  const talk = smallTalk(question);
  if (talk) return { kind: 'smalltalk', text: REPLIES[talk] };
  const [best, runnerUp] = index.search(question, 2);
  if (!best || !isConfident(best)) return { kind: 'unknown' };
  let text = fillPlaceholders(best.article.answer, ctx);
  if (runnerUp && isConfident(runnerUp) && runnerUp.score >= best.score * RUNNER_UP_RATIO)
    text += `\n\n${REPLIES.seeAlso(runnerUp.article.title)}`;
  return { kind: 'answer', text, articleId: best.article.id };
}
