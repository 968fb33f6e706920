import type { ReplySource } from '../../../../shared/schemas/assistant-health';
import type { Assistant, ChatTurn, KnowledgeAudience } from '../../../../shared/schemas/support';
import type { Deps } from '../../../app-env';
import { getAssistantSettings } from '../data/get-assistant-settings';
import { createProviderCall } from '../provider/call-provider';
import { buildInstructions, UNKNOWN_MARKER } from './instructions';
import { asksForHuman } from './intents';
import { createKnowledgeBase } from './knowledge-base';
import { answerOffline } from './offline-assistant';
import { REPLIES, type ReplyContext } from './replies';

type AssistantReply = {
  text: string;
  /** DECISIONS (tickets): a signed-in member asked for a person, or no answer was found. */
  openTicket: boolean;
  /** Issue 18 §6: 'fallback' when the API is configured but failed, so the logs can say so. */
  source: ReplySource;
};

type Question = {
  assistant: Assistant;
  turns: ChatTurn[];
  /** Who asks: the articles they may see are the only ones searched (issue 21); a visitor gets no ticket. */
  reader: KnowledgeAudience;
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
  const knowledge = createKnowledgeBase();
  const callProvider = createProviderCall(deps);
  const ctx: ReplyContext = {
    appName: env.APP_NAME,
    supportPhone: env.SUPPORT_PHONE,
    browserVersion: env.BROWSER_VERSION,
  };
  const limits = { timeoutMs: env.ASSISTANT_TIMEOUT_MS, maxRetries: env.ASSISTANT_MAX_RETRIES };

  const unknown = (signedIn: boolean, source: AssistantReply['source']): AssistantReply =>
    signedIn
      ? { text: REPLIES.unknownMember, openTicket: true, source }
      : { text: REPLIES.unknownVisitor(ctx), openTicket: false, source };

  return async function reply({ assistant, turns, reader }: Question): Promise<AssistantReply> {
    const signedIn = reader !== 'visitors';
    const question = turns.at(-1)?.content ?? '';
    if (asksForHuman(question))
      return signedIn
        ? { text: REPLIES.handoffMember, openTicket: true, source: 'offline' }
        : { text: REPLIES.handoffVisitor(ctx), openTicket: false, source: 'offline' };

    const settings = await getAssistantSettings({ db });
    const index = await knowledge.index(db, settings.knowledgeBaseVersion, reader);
    const provider = settings[assistant];
    const apiKey = provider.sealedKey ? deps.secretBox.open(provider.sealedKey) : null;
    let source: ReplySource = 'offline';
    if (apiKey && provider.id) {
      const outcome = await callProvider({
        assistant,
        provider,
        apiKey,
        model: provider.id,
        limits,
        instructions: buildInstructions(assistant, index.search(question, 3), ctx),
        turns,
      });
      if (outcome.status === 'ok')
        return outcome.text.includes(UNKNOWN_MARKER)
          ? unknown(signedIn, 'api')
          : { text: outcome.text, openTicket: false, source: 'api' };
      source = 'fallback';
    }
    const offline = answerOffline(index, question, ctx);
    return offline.kind === 'unknown'
      ? unknown(signedIn, source)
      : { text: offline.text, openTicket: false, source };
  };
}
