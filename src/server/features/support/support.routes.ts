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
import type { AppEnv, Deps } from '../../app-env';
import { clientIp } from '../../platform/http/client-ip';
import { consumeRateLimit } from '../../platform/http/consume-rate-limit';
import { validate } from '../../platform/http/validate';
import { allow } from '../session/access';
import { getViewer, type Viewer } from '../session/viewer';
import { grantGivesAccess } from '../subscriptions/member-access';
import { createSupportAssistant } from './assistant/support-assistant';
import { recordExchange } from './data/record-exchange';

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
 * (there is nobody to answer); /suporte/ferramentas's needs an active subscription.
 */
export function supportRoutes(deps: Deps) {
  const { db } = deps.database;
  const reply = createSupportAssistant(deps);

  const chat = async (c: Context<AppEnv>, assistant: Assistant, { sessionId, messages }: ChatRequest) => {
    const viewer = await getViewer(c, deps);
    if (!viewer)
      await consumeRateLimit({
        db,
        key: `support-chat:ip:${clientIp(c, deps.env.TRUST_PROXY)}`,
        rule: { max: deps.env.CHAT_LIMIT_PER_IP, windowMs: VISITOR_WINDOW_MS },
      });
    const answer = await reply({
      assistant,
      turns: messages,
      reader: readerOf(viewer),
      userId: viewer?.userId ?? null,
    });
    const { ticketId } = await recordExchange({
      db,
      sessionId,
      userId: viewer?.userId ?? null,
      assistant,
      userMessage: messages.at(-1)?.content ?? '',
      assistantMessage: answer.text,
      openTicket: answer.openTicket,
    });
    return c.json<ChatResponse>({ response: answer.text, ticketOpened: ticketId !== null });
  };

  return new Hono<AppEnv>()
    .post('/chat', allow('visitor', deps), validate('json', chatRequestSchema), (c) =>
      chat(c, 'general', c.req.valid('json')),
    )
    .post('/tools/chat', allow('subscriber', deps), validate('json', chatRequestSchema), (c) =>
      chat(c, 'tools', c.req.valid('json')),
    );
}
