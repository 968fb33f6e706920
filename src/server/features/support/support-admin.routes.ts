import { Hono } from 'hono';
import { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/constants';
import { pageCount } from '../../../shared/pagination';
import { HEALTH_MESSAGES } from '../../../shared/schemas/assistant-health';
import {
  ASSISTANTS,
  type Assistant,
  assistantSettingsSchema,
  chatSessionIdField,
  FILL_ALL_FIELDS,
  KEY_AGAIN,
  knowledgeArticleSchema,
  pageQuerySchema,
} from '../../../shared/schemas/support';
import type { AppEnv, Deps } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../session/access';
import { createKnowledgeArticle } from './data/create-knowledge-article';
import { deleteKnowledgeArticle } from './data/delete-knowledge-article';
import { getAssistantSettings } from './data/get-assistant-settings';
import { getSupportSession } from './data/get-support-session';
import { getTicket } from './data/get-ticket';
import { listKnowledgeArticles } from './data/list-knowledge-articles';
import { listSupportSessions } from './data/list-support-sessions';
import { listTickets } from './data/list-tickets';
import { resolveTicket } from './data/resolve-ticket';
import { saveAssistantSettings } from './data/save-assistant-settings';
import { updateKnowledgeArticle } from './data/update-knowledge-article';
import { baseUrlProblem } from './provider/base-url-rule';
import { createConnectionTest } from './provider/test-provider-connection';
import {
  toArticleView,
  toSessionSummary,
  toSettingsView,
  toTicketDetail,
  toTicketSummary,
} from './support-views';

const idParam = z.strictObject({ id: z.uuid({ error: 'Identificador inválido.' }) });
const sessionParam = z.strictObject({ sessionId: chatSessionIdField });
const assistantParam = z.strictObject({ assistant: z.enum(ASSISTANTS, { error: 'Assistente inválido.' }) });

const TICKET_NOT_FOUND = new AppError(404, 'Ticket não encontrado.');
const ARTICLE_NOT_FOUND = new AppError(404, 'Artigo não encontrado.');

// SPEC §8 assistant settings, with the tools variant.
const SAVED: Record<Assistant, string> = {
  general: 'Configurações do assistente salvas com sucesso',
  tools: 'Configurações do assistente de ferramentas salvas com sucesso',
};

const paged = <T>(items: T[], total: number, page: number) => ({
  items,
  page,
  total,
  pageCount: pageCount(total, PAGE_SIZE),
});

/** Admin back-office of support (SPEC §2): tickets, conversation logs, assistant settings, knowledge base. */
export function supportAdminRoutes(deps: Deps) {
  const { db } = deps.database;
  const testConnection = createConnectionTest(deps);
  const settingsView = async (assistant: Assistant) =>
    toSettingsView(assistant, (await getAssistantSettings({ db }))[assistant], deps.secretBox);

  return (
    new Hono<AppEnv>()
      .get('/tickets', allow('admin', deps), validate('query', pageQuerySchema), async (c) => {
        const { page } = c.req.valid('query');
        const { rows, total } = await listTickets({ db, page });
        return c.json(paged(rows.map(toTicketSummary), total, page));
      })
      .get('/tickets/:id', allow('admin', deps), validate('param', idParam), async (c) => {
        const row = await getTicket({ db, id: c.req.valid('param').id });
        if (!row) throw TICKET_NOT_FOUND;
        return c.json({ ticket: toTicketDetail(row) });
      })
      .post('/tickets/:id/resolve', allow('admin', deps), validate('param', idParam), async (c) => {
        const { id } = c.req.valid('param');
        const outcome = await resolveTicket({ db, id });
        if (outcome === 'not-found') throw TICKET_NOT_FOUND;
        if (outcome === 'already-resolved') throw new AppError(409, 'Este ticket já foi resolvido.');
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
              replySource: row.reply_source,
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
          const stored = (await getAssistantSettings({ db }))[assistant];
          // A blank key keeps the stored one; with none stored, both fields are required (SPEC §5).
          if (!apiKey && !stored.sealedKey) throw new AppError(400, FILL_ALL_FIELDS);
          // Issue 18 §7: the stored key never follows the URL to another host unasked.
          if (!apiKey && (baseUrl || null) !== stored.baseUrl) throw new AppError(400, KEY_AGAIN);
          const urlProblem = baseUrlProblem(baseUrl, { allowPrivate: deps.env.ASSISTANT_ALLOW_PRIVATE_URLS });
          if (urlProblem) throw new AppError(400, urlProblem);
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
      // Issue 18 §6: one real call to the saved API; the outcome becomes the badge.
      .post(
        '/assistants/:assistant/test',
        allow('admin', deps),
        validate('param', assistantParam),
        async (c) => {
          const { assistant } = c.req.valid('param');
          const outcome = await testConnection(assistant);
          if (!outcome) throw new AppError(400, 'Salve a chave e o modelo da API antes de testar a conexão.');
          return c.json({
            result: { status: outcome.status, message: HEALTH_MESSAGES[outcome.status] },
            settings: await settingsView(assistant),
          });
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
