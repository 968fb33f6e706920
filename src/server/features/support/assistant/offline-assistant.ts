import type { Assistant } from '../../../../shared/schemas/support';
import { fillPlaceholders, type ReplyContext } from '../../../../shared/support-chat';
import { type AccountIntent, accountIntentOf } from './account-questions';
import { asksForHuman, asksOwn, asksWhere, inFirstPerson, smallTalk } from './intents';
import type { KnowledgeIndex, KnowledgeMatch } from './knowledge-index';
import { searchTerms } from './portuguese-text';
import { REPLIES } from './replies';

/** An answer to one question: an article, or the member's own account. */
export type Answer =
  | { kind: 'article'; match: KnowledgeMatch; alternative?: KnowledgeMatch }
  | { kind: 'account'; intent: AccountIntent; alternative?: KnowledgeMatch };

/** What the built-in assistant makes of a message, before any text is written. */
export type Decision =
  | { kind: 'handoff' }
  | { kind: 'smalltalk'; talk: 'greeting' | 'thanks' }
  | Answer
  /** A message with two questions (or two topics) answered one after the other. */
  | { kind: 'several'; parts: Answer[] }
  /** Nothing close: the words understood and the likeliest topics, offered as choices. */
  | { kind: 'unknown'; understood: string[]; suggestions: KnowledgeMatch[] };

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
const FIRST_PERSON_MARGIN = 0.3;
// A second topic in one sentence ("travando e pedindo código"): the words the first answer leaves
// out weigh at least this share of the question, and another article covers this much of them.
const SECOND_TOPIC_SHARE = 0.35;
const SECOND_TOPIC_COVERAGE = 0.6;
const SECOND_TOPIC_WHOLE = 0.4;
// A message answers at most this many questions; more would be a wall of text.
const MAX_PARTS = 3;
// Topics offered as choices when nothing is close: those covering at least this much.
const SUGGESTION_COVERAGE = 0.08;
const MAX_SUGGESTIONS = 2;

const isClose = (match: KnowledgeMatch) =>
  match.coverage >= SURE_COVERAGE || (match.coverage >= FAIR_COVERAGE && match.score >= FAIR_SCORE);

// The tools chat is about tools: its questions rank tool articles first when they are ambiguous.
const CONTEXT: Record<Assistant, string[]> = { general: [], tools: searchTerms('ferramenta') };
// A question about where something is ranks the articles about a page first when it is ambiguous
// ("onde vejo login e senha": the Conectar page, not how to sign in to a tool).
const WHERE_CONTEXT = searchTerms('página');
// Words that say little on their own about a second topic: a tool (any question in the tools chat
// is about one) and the possessive.
// Two topics in one sentence are joined: "travando e pedindo código", "treinamentos, biblioteca".
const JOINED = /\s(e|ou)\s|,/i;
const GENERIC = new Set([...searchTerms('ferramenta'), ...searchTerms('meu')]);

// Where one question ends and the next begins: a sentence's end, or "e também", "outra coisa".
const SEPARATORS =
  /[?!;\n]+|\.(?=\s|$)|\s(?:e\s+)?(?:tamb[eé]m|tbm|tb)\s|\s(?:e\s+)?(?:outra\s+coisa|outra\s+d[uú]vida|al[eé]m\s+disso)\s/i;

/** A message's questions, in the order asked (one when it has no separator). */
export const splitQuestions = (message: string) =>
  message
    .split(SEPARATORS)
    .map((part) => part.trim())
    .filter((part) => /\p{L}{2}/u.test(part));

/** The article or account answer a decision gives (its identity: two parts are not the same answer). */
const topicOf = (answer: Answer) =>
  answer.kind === 'account' ? `account:${answer.intent}` : answer.match.article.id;

const isAnswer = (decision: Decision): decision is Answer =>
  decision.kind === 'article' || decision.kind === 'account';

/** One question's answer: the member's own account, the likeliest article (and a close runner-up), or none. */
function decideOne(index: KnowledgeIndex, question: string, assistant: Assistant): Decision {
  const prefer = asksWhere(question) ? WHERE_CONTEXT : [];
  // The member's devices and tickets answer only a question about their own (how many, which).
  const matches = index
    .search(question, { limit: 4, context: CONTEXT[assistant], prefer })
    .filter((match) => {
      const intent = accountIntentOf(match.article.id);
      return intent !== 'devices' && intent !== 'tickets' ? true : asksOwn(intent, question);
    })
    .slice(0, 3);
  const [best] = matches;
  if (!best || !isClose(best))
    return {
      kind: 'unknown',
      understood: index.knownWords(question),
      suggestions: matches
        .filter(
          (match) => match.coverage >= SUGGESTION_COVERAGE && accountIntentOf(match.article.id) === null,
        )
        .slice(0, MAX_SUGGESTIONS),
    };
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

/** A second topic in the same sentence: the words the first answer leaves out, when another article covers them. */
function secondTopic(index: KnowledgeIndex, question: string, first: Answer, assistant: Assistant) {
  if (!JOINED.test(question)) return null;
  const terms = index.understand(question);
  const left = index.uncovered(terms, topicOf(first));
  const specific = left.terms.filter((term) => !GENERIC.has(term));
  if (left.share < SECOND_TOPIC_SHARE || specific.length === 0) return null;
  const [second] = index.searchTerms(specific, { limit: 1, context: CONTEXT[assistant] });
  if (!second || second.article.id === topicOf(first) || second.coverage < SECOND_TOPIC_COVERAGE) return null;
  // …and it is a topic of the question, not one word of it in passing…
  if (1 - index.uncovered(terms, second.article.id).share < SECOND_TOPIC_WHOLE) return null;
  // …nor another answer to the first part too: then the two are alternatives, not two questions.
  const firstPart = terms.filter((term) => !left.terms.includes(term) && !GENERIC.has(term));
  if (index.uncovered(firstPart, second.article.id).terms.length === 0) return null;
  const intent = accountIntentOf(second.article.id);
  const answer: Answer = intent ? { kind: 'account', intent } : { kind: 'article', match: second };
  return answer;
}

/**
 * The built-in pt-BR assistant's choice: a person when asked for, small talk, the member's own
 * account, the likeliest article (and the runner-up when it is close), each question of a message
 * that asks several, or the topics it may be about when nothing is close.
 */
export function decide(index: KnowledgeIndex, question: string, assistant: Assistant): Decision {
  if (asksForHuman(question)) return { kind: 'handoff' };
  const talk = smallTalk(question);
  if (talk) return { kind: 'smalltalk', talk };
  const whole = decideOne(index, question, assistant);
  const parts = splitQuestions(question);
  if (parts.length > 1) {
    const answers: Answer[] = [];
    for (const part of parts) {
      // A part that names only a tool or a page ("cadê o capcut?") is the next part's subject.
      const specific = index.understand(part).some((term) => !GENERIC.has(term));
      const decision = smallTalk(part) || !specific ? null : decideOne(index, part, assistant);
      if (decision && isAnswer(decision) && !answers.some((known) => topicOf(known) === topicOf(decision)))
        answers.push(decision);
    }
    if (answers.length >= 2) return { kind: 'several', parts: answers.slice(0, MAX_PARTS) };
    const [only] = answers;
    if (whole.kind === 'unknown' && only) return only;
  }
  if (!isAnswer(whole)) return whole;
  const second = secondTopic(index, question, whole, assistant);
  return second ? { kind: 'several', parts: [{ ...whole, alternative: undefined }, second] } : whole;
}

/** "Se for sobre …": the other close answer, offered after the likelier one. */
export const offerAlternative = (alternative: KnowledgeMatch | undefined) =>
  alternative ? `\n\n${REPLIES.seeAlso(alternative.article.title)}` : '';

/** An article's answer, with the configured name, phone and version, and the alternative offered. */
export const articleReply = (decision: Extract<Decision, { kind: 'article' }>, ctx: ReplyContext) =>
  fillPlaceholders(decision.match.article.answer, ctx) + offerAlternative(decision.alternative);
