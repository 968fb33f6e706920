import type { ReplySource } from '../../../../shared/schemas/assistant-health';
import type { Assistant, ChatMessage, KnowledgeAudience } from '../../../../shared/schemas/support';
import type { Deps } from '../../../app-env';
import { answerToolStatus } from '../../tools-catalogue';
import { getAccountFacts } from '../data/account-facts';
import { getAssistantSettings } from '../data/assistant-settings';
import { createProviderCall } from '../provider/call-provider';
import { accountIntentOf, accountReply } from './account-questions';
import { asksForHuman } from './intents';
import { createKnowledgeBase } from './knowledge-base';
import { articleReply, type Decision, decide, offerAlternative } from './offline-assistant';
import { buildInstructions, UNKNOWN_MARKER } from './openai-compatible';
import { REPLIES, type ReplyContext } from './replies';

type AssistantReply = {
  text: string;
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
  const ctx: ReplyContext = {
    appName: env.APP_NAME,
    supportPhone: env.SUPPORT_PHONE,
    browserVersion: env.BROWSER_VERSION,
  };
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

  /** The asker's own plan or payment, read now; never sent to a provider. */
  const fromAccount = async (
    decision: Extract<Decision, { kind: 'account' }>,
    userId: string,
  ): Promise<AssistantReply> => {
    const facts = await getAccountFacts({ db, userId });
    if (!facts) return unknown(true, 'offline');
    const answer = accountReply(decision.intent, facts);
    return { ...answer, text: answer.text + offerAlternative(decision.alternative), source: 'offline' };
  };

  const offline = (decision: Decision, signedIn: boolean, source: ReplySource): AssistantReply => {
    switch (decision.kind) {
      case 'smalltalk':
        return { text: REPLIES[decision.talk], openTicket: false, source };
      case 'article':
        return { text: articleReply(decision, ctx), openTicket: false, source };
      case 'handoff':
        return handoff(signedIn);
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
    if (decision.kind === 'account' && userId) return fromAccount(decision, userId);
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
    return offline(decision, signedIn, source);
  };
}
