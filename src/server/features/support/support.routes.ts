import type { Context } from 'hono';
import { Hono } from 'hono';
import { evaluateGuard } from '../../../shared/routes';
import {
  type Assistant,
  type ChatResponse,
  type ChatTurn,
  chatRequestSchema,
  type KnowledgeAudience,
} from '../../../shared/schemas/support';
import type { CurrentConversation } from '../../../shared/schemas/support-tickets';
import type { AppEnv, Deps } from '../../app-env';
import { clientIp } from '../../platform/http/client-ip';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { validate } from '../../platform/http/validate';
import { allow, getViewer, requireViewer, type Viewer } from '../session';
import { grantGivesAccess } from '../subscriptions';
import { REPLIES } from './assistant/replies';
import { createSupportAssistant } from './assistant/support-assistant';
import { getCurrentConversation } from './data/get-current-conversation';
import { isTicketCapReached } from './data/is-ticket-cap-reached';
import { recordExchange } from './data/record-exchange';
import { consumeMemberChatLimits } from './member-chat-limits';

type ChatRequest = { sessionId: string; messages: ChatTurn[] };

const VISITOR_WINDOW_MS = 10 * 60 * 1000;

/** Which articles may answer this viewer (issue 21): the subscriber routes' own rule decides "subscribers". */
function readerOf(viewer: Viewer | null): KnowledgeAudience {
  if (!viewer) return 'visitors';
  const subject = { role: viewer.role, hasActiveSubscription: grantGivesAccess(viewer.subscription) };
  return evaluateGuard('subscriber', subject).allow ? 'subscribers' : 'members';
}

/**
 * The two assistant chats (SPEC §7 chat-assistant and tools-assistant). The general one also
 * serves the landing page's widget: visitors may use it, rate limited per IP, and get no ticket
 * (there is nobody to answer); /suporte/ferramentas's needs an active subscription. Signed-in
 * members are limited per minute and per day across both chats (issue 18 §7).
 */
export function supportRoutes(deps: Deps) {
  const { db } = deps.database;
  const reply = createSupportAssistant(deps);

  const chat = async (c: Context<AppEnv>, assistant: Assistant, { sessionId, messages }: ChatRequest) => {
    const viewer = await getViewer(c, deps);
    if (viewer) await consumeMemberChatLimits({ db, env: deps.env, userId: viewer.userId });
    else
      await consumeRateLimit({
        db,
        key: `support-chat:ip:${clientIp(c, deps.env.TRUST_PROXY)}`,
        rule: { max: deps.env.CHAT_LIMIT_PER_IP, windowMs: VISITOR_WINDOW_MS },
      });
    let answer = await reply({
      assistant,
      turns: messages,
      reader: readerOf(viewer),
      userId: viewer?.userId ?? null,
    });
    // Issue 18 §7: past the member's open-ticket cap, no new ticket; the reply says where to follow up.
    const cap = deps.env.SUPPORT_OPEN_TICKETS_PER_MEMBER;
    if (
      answer.openTicket &&
      viewer &&
      (await isTicketCapReached({ db, userId: viewer.userId, sessionId, cap }))
    )
      answer = { ...answer, text: REPLIES.ticketCapReached(cap), openTicket: false };
    const { ticketId } = await recordExchange({
      db,
      sessionId,
      userId: viewer?.userId ?? null,
      assistant,
      userMessage: messages.at(-1)?.content ?? '',
      assistantMessage: answer.text,
      openTicket: answer.openTicket,
      replySource: answer.source,
    });
    return c.json<ChatResponse>({ response: answer.text, ticketOpened: ticketId !== null });
  };

  /** Issue 18 §5: the member's current conversation with this assistant, for the chat to restore. */
  const current = async (c: Context<AppEnv>, assistant: Assistant) => {
    const found = await getCurrentConversation({ db, userId: requireViewer(c).userId, assistant });
    const turns = (found?.exchanges ?? []).flatMap((row) => {
      const createdAt = row.created_at.toISOString();
      return [
        { role: 'user' as const, content: row.user_message, createdAt },
        { role: 'assistant' as const, content: row.assistant_message, createdAt },
      ];
    });
    return c.json<CurrentConversation>({ sessionId: found?.sessionId ?? null, turns });
  };

  return new Hono<AppEnv>()
    .post('/chat', allow('visitor', deps), validate('json', chatRequestSchema), (c) =>
      chat(c, 'general', c.req.valid('json')),
    )
    .post('/tools/chat', allow('subscriber', deps), validate('json', chatRequestSchema), (c) =>
      chat(c, 'tools', c.req.valid('json')),
    )
    .get('/chat/current', allow('member', deps), (c) => current(c, 'general'))
    .get('/tools/chat/current', allow('subscriber', deps), (c) => current(c, 'tools'));
}
