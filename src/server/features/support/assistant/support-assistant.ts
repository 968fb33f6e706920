import type { ReplySource } from '../../../../shared/schemas/assistant-health';
import type { Assistant, ChatMessage, KnowledgeAudience } from '../../../../shared/schemas/support';
import { TEAM_BUTTON } from '../../../../shared/support-links';
import type { Deps } from '../../../app-env';
import { answerToolStatus } from '../../tools-catalogue';
import { getAccountFacts } from '../data/account-facts';
import { getAssistantSettings } from '../data/assistant-settings';
import { createProviderCall } from '../provider/call-provider';
import { accountIntentOf, accountReply } from './account-questions';
import { asksForHuman } from './intents';
import { createKnowledgeBase } from './knowledge-base';
import { type Answer, articleReply, type Decision, decide, offerAlternative } from './offline-assistant';
import { buildInstructions, UNKNOWN_MARKER } from './openai-compatible';
import { REPLIES, replyContextOf } from './replies';

type AssistantReply = {
  text: string;
  /** Topics offered as buttons when nothing was close ("Falar com a equipe" last). */
  choices?: string[];
  /** A signed-in member asked for a person, or no answer was found: a ticket is opened. */
  openTicket: boolean;
  /** 'fallback' when the API is configured but failed, so the logs can say so. */
  source: ReplySource;
};

type Question = {
  assistant: Assistant;
  messages: ChatMessage[];
  /** Who asks: the articles they may see are the only ones searched; a visitor gets no ticket. */
  reader: KnowledgeAudience;
  /** The signed-in asker: account questions answer from their own facts only. */
  userId?: string | null;
};

/**
 * One answer to the latest question of a chat: a request for a person is never sent to a model;
 * an assistant an admin configured answers through its API, and the built-in offline assistant
 * answers when none is configured or the API fails (after its timeouts and retries), and then
 * says so ('fallback').
 */
export function createSupportAssistant(deps: Pick<Deps, 'database' | 'env' | 'logger' | 'secretBox'>) {
  const { db } = deps.database;
  const { env } = deps;
  const ctx = replyContextOf(env);
  const knowledge = createKnowledgeBase(ctx);
  const callProvider = createProviderCall(deps);
  const limits = { timeoutMs: env.ASSISTANT_TIMEOUT_MS, maxRetries: env.ASSISTANT_MAX_RETRIES };

  const unknown = (signedIn: boolean, source: AssistantReply['source']): AssistantReply =>
    signedIn
      ? { text: REPLIES.unknownMember, openTicket: true, source }
      : { text: REPLIES.unknownVisitor(ctx), openTicket: false, source };

  const handoff = (signedIn: boolean): AssistantReply =>
    signedIn
      ? { text: REPLIES.handoffMember, openTicket: true, source: 'offline' }
      : { text: REPLIES.handoffVisitor(ctx), openTicket: false, source: 'offline' };

  /**
   * Nothing close: what was understood and the likeliest topics as buttons, before any ticket. A
   * member who already got choices and still is not answered gets a ticket.
   */
  const unsure = (
    decision: Extract<Decision, { kind: 'unknown' }>,
    signedIn: boolean,
    offeredBefore: boolean,
    source: ReplySource,
  ): AssistantReply => {
    if (offeredBefore) return unknown(signedIn, source);
    const topics = decision.suggestions.map((match) => match.article.title);
    const choices = [...(topics.length > 0 ? topics : REPLIES.defaultTopics), TEAM_BUTTON];
    return { text: REPLIES.unsure(decision.understood), choices, openTicket: false, source };
  };

  /** One answer's text: an article, or the asker's own plan, payment, devices or tickets, read now. */
  const answerText = async (answer: Answer, userId: string | null) => {
    if (answer.kind === 'article') return { text: articleReply(answer, ctx), openTicket: false };
    const facts = userId ? await getAccountFacts({ db, userId }) : null;
    if (!facts) return null;
    const reply = accountReply(answer.intent, facts, { maxDevices: ctx.maxDevices });
    return { ...reply, text: reply.text + offerAlternative(answer.alternative) };
  };

  /** Several questions: each answer under its topic's name, a ticket if any of them opens one. */
  const several = async (parts: Answer[], userId: string | null): Promise<AssistantReply | null> => {
    const answers = await Promise.all(parts.map((part) => answerText(part, userId)));
    if (answers.some((answer) => answer === null)) return null;
    const texts = parts.map((part, i) => `**${titleOf(part)}**\n${answers[i]?.text ?? ''}`);
    return {
      text: texts.join('\n\n'),
      openTicket: answers.some((answer) => answer?.openTicket),
      source: 'offline',
    };
  };

  const offline = (
    decision: Decision,
    signedIn: boolean,
    offeredBefore: boolean,
    source: ReplySource,
  ): AssistantReply => {
    switch (decision.kind) {
      case 'smalltalk':
        return { text: REPLIES[decision.talk], openTicket: false, source };
      case 'article':
        return { text: articleReply(decision, ctx), openTicket: false, source };
      case 'handoff':
        return handoff(signedIn);
      case 'unknown':
        return unsure(decision, signedIn, offeredBefore, source);
      default:
        return unknown(signedIn, source);
    }
  };

  return async function reply({ assistant, messages, reader, userId }: Question): Promise<AssistantReply> {
    const signedIn = reader !== 'visitors';
    const question = messages.at(-1)?.content ?? '';
    if (asksForHuman(question)) return handoff(signedIn);
    // "o X está fora?": the tool catalogue's live status answers, and no ticket is opened for it.
    const toolStatus = await answerToolStatus({ db, question });
    if (toolStatus) return { text: toolStatus, openTicket: false, source: 'offline' };

    const settings = await getAssistantSettings({ db });
    const index = await knowledge.index(db, settings.knowledgeBaseVersion, reader);
    const decision = decide(index, question, assistant);
    // The member's own facts are read here and never sent to a provider.
    if (decision.kind === 'account' && userId) {
      const answer = await answerText(decision, userId);
      return answer ? { ...answer, source: 'offline' } : unknown(true, 'offline');
    }
    if (decision.kind === 'several' && decision.parts.some((part) => part.kind === 'account'))
      return (await several(decision.parts, userId ?? null)) ?? unknown(signedIn, 'offline');
    const provider = settings[assistant];
    const apiKey = provider.sealedKey ? deps.secretBox.open(provider.sealedKey) : null;
    let source: ReplySource = 'offline';
    if (apiKey && provider.id) {
      // The account questions are answered above, from facts: they are no grounding for a model.
      const grounding = index
        .search(question, { limit: 4 })
        .filter((match) => accountIntentOf(match.article.id) === null)
        .slice(0, 3);
      const outcome = await callProvider({
        assistant,
        provider,
        apiKey,
        model: provider.id,
        limits,
        instructions: buildInstructions(assistant, grounding, ctx),
        messages,
      });
      if (outcome.status === 'ok')
        return outcome.text.includes(UNKNOWN_MARKER)
          ? unknown(signedIn, 'api')
          : { text: outcome.text, openTicket: false, source: 'api' };
      source = 'fallback';
    }
    if (decision.kind === 'several')
      return { ...((await several(decision.parts, userId ?? null)) ?? unknown(signedIn, source)), source };
    const previous = messages.at(-2);
    const offeredBefore = previous?.role === 'assistant' && previous.content.startsWith(REPLIES.unsurePrefix);
    return offline(decision, signedIn, offeredBefore, source);
  };
}

/** A part's heading in a reply that answers several questions. */
const titleOf = (answer: Answer) =>
  answer.kind === 'article' ? answer.match.article.title : ACCOUNT_TITLES[answer.intent];

const ACCOUNT_TITLES: Record<Extract<Answer, { kind: 'account' }>['intent'], string> = {
  plan: 'O seu plano',
  payment: 'O seu pagamento',
  devices: 'Os seus aparelhos',
  tickets: 'Os seus chamados',
};
