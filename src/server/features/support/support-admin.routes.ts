import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  ASSISTANTS,
  type Assistant,
  assistantSettingsSchema,
  chatSessionIdField,
  FILL_ALL_FIELDS,
  knowledgeArticleSchema,
  pageQuerySchema,
} from '../../../shared/schemas/support';
import { ticketMessageSchema } from '../../../shared/schemas/support-tickets';
import type { AppEnv, Deps } from '../../app-env';
import { appUrlOf } from '../../platform/config/env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../session/access';
import { requireViewer } from '../session/viewer';
import { countPendingTickets } from './data/count-pending-tickets';
import { createKnowledgeArticle } from './data/create-knowledge-article';
import { deleteKnowledgeArticle } from './data/delete-knowledge-article';
import { getAssistantSettings } from './data/get-assistant-settings';
import { getSupportSession } from './data/get-support-session';
import { getTicket } from './data/get-ticket';
import { listKnowledgeArticles } from './data/list-knowledge-articles';
import { listSupportSessions } from './data/list-support-sessions';
import { listTicketMessages } from './data/list-ticket-messages';
import { listTickets } from './data/list-tickets';
import { TICKET_NOT_FOUND as TICKET_NOT_FOUND_TEXT } from './data/lock-open-ticket';
import { replyToTicket } from './data/reply-to-ticket';
import { resolveTicket } from './data/resolve-ticket';
import { saveAssistantSettings } from './data/save-assistant-settings';
import { updateKnowledgeArticle } from './data/update-knowledge-article';
import { paged } from './paged';
import { toArticleView, toSessionSummary, toSettingsView } from './support-views';
import { toTicketDetail, toTicketSummary } from './ticket-views';

const idParam = z.strictObject({ id: z.uuid({ error: 'Identificador inválido.' }) });
const sessionParam = z.strictObject({ sessionId: chatSessionIdField });
const assistantParam = z.strictObject({ assistant: z.enum(ASSISTANTS, { error: 'Assistente inválido.' }) });

const TICKET_NOT_FOUND = new AppError(404, TICKET_NOT_FOUND_TEXT);
const ARTICLE_NOT_FOUND = new AppError(404, 'Artigo não encontrado.');

// SPEC §8 assistant settings, with the tools variant.
const SAVED: Record<Assistant, string> = {
  general: 'Configurações do assistente salvas com sucesso',
  tools: 'Configurações do assistente de ferramentas salvas com sucesso',
};

/** Admin back-office of support (SPEC §2): tickets, conversation logs, assistant settings, knowledge base. */
export function supportAdminRoutes(deps: Deps) {
  const { db } = deps.database;
  const actorOf = (c: Context<AppEnv>) => {
    const viewer = requireViewer(c);
    return { id: viewer.userId, label: viewer.email };
  };
  /** The ticket as the dialog shows it after a change: its conversation and its thread. */
  const ticketDetail = async (id: string) => {
    const [row, messages] = await Promise.all([
      getTicket({ db, id }),
      listTicketMessages({ db, ticketId: id }),
    ]);
    if (!row) throw TICKET_NOT_FOUND;
    return toTicketDetail(row, messages);
  };
  const settingsView = async (assistant: Assistant) =>
    toSettingsView(assistant, (await getAssistantSettings({ db }))[assistant], deps.secretBox);

  return (
    new Hono<AppEnv>()
      .get('/tickets', allow('admin', deps), validate('query', pageQuerySchema), async (c) => {
        const { page } = c.req.valid('query');
        const { rows, total } = await listTickets({ db, page });
        return c.json(paged(rows.map(toTicketSummary), total, page));
      })
      // Issue 18 §4: the sidebar's count. Before /tickets/:id, which would read it as an id.
      .get('/tickets/pending-count', allow('admin', deps), async (c) =>
        c.json({ pending: await countPendingTickets({ db }) }),
      )
      .get('/tickets/:id', allow('admin', deps), validate('param', idParam), async (c) =>
        c.json({ ticket: await ticketDetail(c.req.valid('param').id) }),
      )
      .post(
        '/tickets/:id/replies',
        allow('admin', deps),
        validate('param', idParam),
        validate('json', ticketMessageSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          await replyToTicket({
            db,
            mail: deps.mail,
            id,
            actor: actorOf(c),
            body: c.req.valid('json').message,
            appName: deps.env.APP_NAME,
            appUrl: appUrlOf(deps.env),
          });
          return c.json(
            {
              message: 'Resposta enviada. O membro recebe um email e a vê em Meus chamados.',
              ticket: await ticketDetail(id),
            },
            201,
          );
        },
      )
      .post('/tickets/:id/resolve', allow('admin', deps), validate('param', idParam), async (c) => {
        const { id } = c.req.valid('param');
        await resolveTicket({ db, id, actor: actorOf(c) });
        const row = await getTicket({ db, id });
        if (!row) throw TICKET_NOT_FOUND;
        return c.json({ message: 'Ticket marcado como resolvido.', ticket: toTicketSummary(row) });
      })
      .get('/sessions', allow('admin', deps), validate('query', pageQuerySchema), async (c) => {
        const { page } = c.req.valid('query');
        const { rows, total } = await listSupportSessions({ db, page });
        return c.json(paged(rows.map(toSessionSummary), total, page));
      })
      .get('/sessions/:sessionId', allow('admin', deps), validate('param', sessionParam), async (c) => {
        const found = await getSupportSession({ db, sessionId: c.req.valid('param').sessionId });
        if (!found) throw new AppError(404, 'Sessão não encontrada.');
        return c.json({
          session: {
            ...toSessionSummary(found.session),
            conversation: found.conversation.map((row) => ({
              userMessage: row.user_message,
              assistantMessage: row.assistant_message,
              createdAt: row.created_at.toISOString(),
            })),
          },
        });
      })
      .get('/assistants/:assistant', allow('admin', deps), validate('param', assistantParam), async (c) =>
        c.json({ settings: await settingsView(c.req.valid('param').assistant) }),
      )
      .put(
        '/assistants/:assistant',
        allow('admin', deps),
        validate('param', assistantParam),
        validate('json', assistantSettingsSchema),
        async (c) => {
          const { assistant } = c.req.valid('param');
          const { baseUrl, apiKey, assistantId } = c.req.valid('json');
          // A blank key keeps the stored one; with none stored, both fields are required (SPEC §5).
          if (!apiKey && !(await getAssistantSettings({ db }))[assistant].sealedKey)
            throw new AppError(400, FILL_ALL_FIELDS);
          await saveAssistantSettings({
            db,
            assistant,
            values: {
              baseUrl: baseUrl || null,
              id: assistantId,
              sealedKey: apiKey ? deps.secretBox.seal(apiKey) : undefined,
            },
          });
          return c.json({ message: SAVED[assistant], settings: await settingsView(assistant) });
        },
      )
      .delete(
        '/assistants/:assistant',
        allow('admin', deps),
        validate('param', assistantParam),
        async (c) => {
          const { assistant } = c.req.valid('param');
          await saveAssistantSettings({
            db,
            assistant,
            values: { baseUrl: null, id: null, sealedKey: null },
          });
          return c.json({
            message: 'API removida: o assistente voltou a usar as respostas automáticas.',
            settings: await settingsView(assistant),
          });
        },
      )
      .get('/articles', allow('admin', deps), async (c) => {
        const rows = await listKnowledgeArticles({ db });
        return c.json({ articles: rows.map(toArticleView) });
      })
      .post('/articles', allow('admin', deps), validate('json', knowledgeArticleSchema), async (c) => {
        const row = await createKnowledgeArticle({ db, article: c.req.valid('json') });
        return c.json({ message: 'Artigo adicionado com sucesso.', article: toArticleView(row) }, 201);
      })
      .put(
        '/articles/:id',
        allow('admin', deps),
        validate('param', idParam),
        validate('json', knowledgeArticleSchema),
        async (c) => {
          const row = await updateKnowledgeArticle({
            db,
            id: c.req.valid('param').id,
            article: c.req.valid('json'),
          });
          if (!row) throw ARTICLE_NOT_FOUND;
          return c.json({ message: 'Artigo atualizado com sucesso.', article: toArticleView(row) });
        },
      )
      .delete('/articles/:id', allow('admin', deps), validate('param', idParam), async (c) => {
        if (!(await deleteKnowledgeArticle({ db, id: c.req.valid('param').id }))) throw ARTICLE_NOT_FOUND;
        return c.json({ message: 'Artigo excluído com sucesso.' });
      })
  );
}
