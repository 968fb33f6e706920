import type { Context } from 'hono';
import { Hono } from 'hono';
import { evaluateGuard } from '../../../shared/routes';
import {
  type Assistant,
  type ChatMessage,
  type ChatResponse,
  type CurrentChat,
  chatRequestSchema,
  type KnowledgeAudience,
} from '../../../shared/schemas/support';
import { TICKET_SUBJECT_MAX } from '../../../shared/schemas/support-tickets';
import { previewOf } from '../../../shared/support-chat';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { clientIp } from '../../platform/http/client-ip';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { validate } from '../../platform/http/validate';
import { allow, grantGivesAccess } from '../access';
import { getViewer, type Viewer } from '../session';
import { asksForHuman } from './assistant/intents';
import { REPLIES, replyContextOf } from './assistant/replies';
import { createSupportAssistant } from './assistant/support-assistant';
import { recordChatMessages } from './data/chat-messages';
import { getCurrentChat } from './data/chats';
import { consumeMemberChatLimits } from './member-chat-limits';

const VISITOR_WINDOW_MS = 10 * 60 * 1000;

/**
 * A ticket's subject: the member's latest question that is not a request for a person ("quero
 * falar com a equipe" says who, not what), cut to the subject's length; the request itself when
 * the chat has nothing else.
 */
function subjectOf(messages: ChatMessage[]) {
  const asked = messages.filter((message) => message.role === 'user').map((message) => message.content);
  const need = asked.findLast((text) => !asksForHuman(text)) ?? asked.at(-1) ?? '';
  return previewOf(need).slice(0, TICKET_SUBJECT_MAX);
}

/** Which articles may answer this viewer: the subscriber routes' own rule decides "subscribers". */
function readerOf(viewer: Viewer | null): KnowledgeAudience {
  if (!viewer) return 'visitors';
  const subject = { role: viewer.role, hasActiveSubscription: grantGivesAccess(viewer.grant) };
  return evaluateGuard('subscriber', subject).allow ? 'subscribers' : 'members';
}

/**
 * The two assistant chats (docs/product.md#support-chats-and-tickets). The general one also
 * serves the landing page's widget: visitors may use it, rate limited per IP, and get no ticket
 * (there is nobody to answer); /suporte/ferramentas's needs an active subscription. Signed-in
 * members are limited per minute and per day across both chats.
 */
export function supportRoutes(deps: Deps) {
  const { db } = deps.database;
  const reply = createSupportAssistant(deps);
  const replyContext = replyContextOf(deps.env);

  // The chat's id comes as `sessionId`, its wire name kept (schemas/support.ts).
  const chat = async (
    c: Context<AppEnv>,
    assistant: Assistant,
    { sessionId: chatId, messages }: { sessionId: string; messages: ChatMessage[] },
  ) => {
    const viewer = await getViewer(c, deps);
    if (viewer) await consumeMemberChatLimits({ db, env: deps.env, userId: viewer.userId });
    else
      await consumeRateLimit({
        db,
        key: `support-chat:ip:${clientIp(c, deps.env.TRUST_PROXY)}`,
        rule: { max: deps.env.CHAT_LIMIT_PER_IP, windowMs: VISITOR_WINDOW_MS },
      });
    const answer = await reply({
      assistant,
      messages,
      reader: readerOf(viewer),
      userId: viewer?.userId ?? null,
    });
    // Past the member's open-ticket cap, no new ticket: the reply points to the latest open one
    // (and to WhatsApp).
    const cap = deps.env.SUPPORT_OPEN_TICKETS_PER_MEMBER;
    const { ticketId, assistantMessage, atCap } = await recordChatMessages({
      db,
      chatId,
      userId: viewer?.userId ?? null,
      assistant,
      userMessage: messages.at(-1)?.content ?? '',
      assistantMessage: answer.text,
      openTicket: answer.openTicket,
      subject: subjectOf(messages),
      replySource: answer.source,
      ticketCap: { cap, refusal: REPLIES.ticketCapReached(cap, replyContext) },
    });
    const pointTo = ticketId ?? atCap;
    return c.json<ChatResponse>({
      response: assistantMessage,
      ticketOpened: ticketId !== null,
      ...(answer.choices && { choices: answer.choices }),
      ...(pointTo !== null && { ticketId: pointTo }),
    });
  };

  /** The member's current chat with this assistant, for the chat to restore. */
  const current = async (c: Context<AppEnv>, assistant: Assistant) => {
    const found = await getCurrentChat({ db, userId: requireViewer(c).userId, assistant });
    const messages = (found?.messages ?? []).flatMap((row) => {
      const createdAt = row.created_at.toISOString();
      return [
        { role: 'user' as const, content: row.user_message, createdAt },
        { role: 'assistant' as const, content: row.assistant_message, createdAt },
      ];
    });
    return c.json<CurrentChat>({ sessionId: found?.chatId ?? null, messages });
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
