import type { Assistant } from '../../../../shared/schemas/support';
import { type AccountIntent, accountIntentOf } from './account-questions';
import { asksForHuman, asksWhere, inFirstPerson, smallTalk } from './intents';
import type { KnowledgeIndex, KnowledgeMatch } from './knowledge-index';
import { searchTerms } from './portuguese-text';
import { fillPlaceholders, REPLIES, type ReplyContext } from './replies';

/** What the built-in assistant makes of a question, before any text is written. */
export type Decision =
  | { kind: 'handoff' }
  | { kind: 'smalltalk'; talk: 'greeting' | 'thanks' }
  | { kind: 'article'; match: KnowledgeMatch; alternative?: KnowledgeMatch }
  | { kind: 'account'; intent: AccountIntent; alternative?: KnowledgeMatch }
  | { kind: 'unknown' };

// Measured on the evaluation set (bench/README.md, support): an answer is close when it covers
// enough of the question's words weighted by rarity (a word no article has weighs the most);
// below both rules nothing is close and the assistant says it does not know.
const SURE_COVERAGE = 0.5;
const FAIR_COVERAGE = 0.32;
const FAIR_SCORE = 6;
// A runner-up this close to the best, in score and in coverage, is offered: "Se for sobre …".
const RUNNER_UP_RATIO = 0.7;
// How much less of the question an account answer may cover and still come before an article.
const OWN_FACTS_MARGIN = 0.1;
// …and how much less when the member speaks in the first person ("paguei o upgrade e não mudou
// nada"): a general text then answers a question they did not ask.
const FIRST_PERSON_MARGIN = 0.25;

const isClose = (match: KnowledgeMatch) =>
  match.coverage >= SURE_COVERAGE || (match.coverage >= FAIR_COVERAGE && match.score >= FAIR_SCORE);

// The tools chat is about tools: its questions rank tool articles first when they are ambiguous.
const CONTEXT: Record<Assistant, string[]> = { general: [], tools: searchTerms('ferramenta') };
// A question about where something is ranks the articles about a page first when it is ambiguous
// ("onde vejo login e senha": the Conectar page, not how to sign in to a tool).
const WHERE_CONTEXT = searchTerms('página');

/**
 * The built-in pt-BR assistant's choice: a person when asked for, small talk, the member's own
 * account, the likeliest article (and the runner-up when it is close), or an honest "não sei".
 */
export function decide(index: KnowledgeIndex, question: string, assistant: Assistant): Decision {
  if (asksForHuman(question)) return { kind: 'handoff' };
  const talk = smallTalk(question);
  if (talk) return { kind: 'smalltalk', talk };
  const prefer = asksWhere(question) ? WHERE_CONTEXT : [];
  const matches = index.search(question, { limit: 3, context: CONTEXT[assistant], prefer });
  const [best] = matches;
  if (!best || !isClose(best)) return { kind: 'unknown' };
  // A member's own facts beat a general text about the same thing ("paguei e não liberou").
  const own = matches.find((match) => accountIntentOf(match.article.id) !== null);
  const margin = inFirstPerson(question) ? FIRST_PERSON_MARGIN : OWN_FACTS_MARGIN;
  if (
    own &&
    own !== best &&
    isClose(own) &&
    own.coverage >= best.coverage - margin &&
    own.score >= best.score * RUNNER_UP_RATIO
  )
    return { kind: 'account', intent: accountIntentOf(own.article.id) ?? 'plan', alternative: best };
  const others = matches.slice(1);
  const alternative = others.find(
    (other) =>
      isClose(other) &&
      other.score >= best.score * RUNNER_UP_RATIO &&
      other.coverage >= best.coverage * RUNNER_UP_RATIO &&
      // Two account answers are one reply; an intent is not offered as "see also".
      accountIntentOf(other.article.id) === null,
  );
  const intent = accountIntentOf(best.article.id);
  if (intent) return { kind: 'account', intent, alternative };
  return { kind: 'article', match: best, alternative };
}

/** "Se for sobre …": the other close answer, offered after the likelier one. */
export const offerAlternative = (alternative: KnowledgeMatch | undefined) =>
  alternative ? `\n\n${REPLIES.seeAlso(alternative.article.title)}` : '';

/** An article's answer, with the configured name, phone and version, and the alternative offered. */
export const articleReply = (decision: Extract<Decision, { kind: 'article' }>, ctx: ReplyContext) =>
  fillPlaceholders(decision.match.article.answer, ctx) + offerAlternative(decision.alternative);
