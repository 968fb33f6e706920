import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { HEALTH_MESSAGES } from '../../../shared/schemas/assistant-health';
import {
  ASSISTANTS,
  type Assistant,
  assistantSettingsSchema,
  type ChatMessagePair,
  chatIdField,
  FILL_ALL_FIELDS,
  KEY_AGAIN,
  type KnowledgeAudience,
  knowledgeArticleSchema,
  pageQuerySchema,
} from '../../../shared/schemas/support';
import type { AppEnv, Deps } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { type AuditEntry, audited, requestActor, SECRET_CHANGED } from '../audit';
import {
  createKnowledgeArticle,
  deleteKnowledgeArticle,
  listKnowledgeArticles,
  updateKnowledgeArticle,
} from './data/articles';
import {
  type AssistantSettingsValues,
  getAssistantSettings,
  saveAssistantSettings,
} from './data/assistant-settings';
import { getChat, listChats } from './data/chats';
import { createConnectionTest } from './provider/call-provider';
import { baseUrlProblem } from './provider/private-address';
import { paged, toArticleView, toChatSummary, toSettingsView } from './support-views';

const idParam = z.strictObject({ id: z.uuid({ error: 'Identificador inválido.' }) });
const chatParam = z.strictObject({ chatId: chatIdField });
const assistantParam = z.strictObject({ assistant: z.enum(ASSISTANTS, { error: 'Assistente inválido.' }) });

const ARTICLE_NOT_FOUND = new AppError(404, 'Artigo não encontrado.');

// What saving says, for each assistant.
const SAVED: Record<Assistant, string> = {
  general: 'Configurações do assistente salvas com sucesso',
  tools: 'Configurações do assistente de ferramentas salvas com sucesso',
};

// How the audit names each assistant's settings.
const ASSISTANT_LABELS: Record<Assistant, string> = {
  general: 'Assistente de suporte',
  tools: 'Assistente de ferramentas',
};
// How the audit names a knowledge article and what it records of it.
const articleTarget = (article: { title: string }) => ({ label: `Artigo do assistente: ${article.title}` });
const articleFields = (article: { title: string; audience: KnowledgeAudience }) => ({
  title: article.title,
  audience: article.audience,
});

/**
 * The admin's side of support (docs/product.md#admin-console): chat logs, assistant settings,
 * knowledge base.
 * Tickets have their own routes (support-tickets-admin.routes.ts).
 */
export function supportAdminRoutes(deps: Deps) {
  const { db } = deps.database;
  const testConnection = createConnectionTest(deps);
  /**
   * Writes one assistant's settings with their audit row
   * (docs/decisions/020-every-admin-write-audited.md).
   */
  const saveAudited = (
    c: Context<AppEnv>,
    assistant: Assistant,
    { values, ...entry }: Omit<AuditEntry, 'target'> & { values: AssistantSettingsValues },
  ) =>
    audited({
      db,
      actor: requestActor(c),
      write: (trx) => saveAssistantSettings({ db: trx, assistant, values }),
      record: () => ({ ...entry, target: { label: ASSISTANT_LABELS[assistant] } }),
    });
  const settingsView = async (assistant: Assistant) =>
    toSettingsView(assistant, (await getAssistantSettings({ db }))[assistant], deps.secretBox);

  return (
    new Hono<AppEnv>()
      // The chats keep their first URL, /sessions.
      .get('/sessions', allow('admin', deps), validate('query', pageQuerySchema), async (c) => {
        const { page } = c.req.valid('query');
        const { rows, total } = await listChats({ db, page });
        return c.json(paged(rows.map(toChatSummary), total, page));
      })
      .get('/sessions/:chatId', allow('admin', deps), validate('param', chatParam), async (c) => {
        const found = await getChat({ db, chatId: c.req.valid('param').chatId });
        if (!found) throw new AppError(404, 'Sessão não encontrada.');
        return c.json({
          chat: {
            ...toChatSummary(found.chat),
            messages: found.messages.map(
              (row): ChatMessagePair => ({
                userMessage: row.user_message,
                assistantMessage: row.assistant_message,
                createdAt: row.created_at.toISOString(),
                replySource: row.reply_source,
              }),
            ),
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
          // A blank key keeps the stored one; with none stored, both fields are required.
          if (!apiKey && !stored.sealedKey) throw new AppError(400, FILL_ALL_FIELDS);
          // The stored key never follows the URL to another host unasked.
          if (!apiKey && (baseUrl || null) !== stored.baseUrl) throw new AppError(400, KEY_AGAIN);
          const urlProblem = baseUrlProblem(baseUrl, { allowPrivate: deps.env.ASSISTANT_ALLOW_PRIVATE_URLS });
          if (urlProblem) throw new AppError(400, urlProblem);
          await saveAudited(c, assistant, {
            values: {
              baseUrl: baseUrl || null,
              id: assistantId,
              sealedKey: apiKey ? deps.secretBox.seal(apiKey) : undefined,
            },
            action: 'support.assistant_saved',
            before: { baseUrl: stored.baseUrl, model: stored.id },
            after: {
              baseUrl: baseUrl || null,
              model: assistantId,
              ...(apiKey && { apiKey: SECRET_CHANGED }),
            },
          });
          return c.json({ message: SAVED[assistant], settings: await settingsView(assistant) });
        },
      )
      // One real call to the saved API; the outcome becomes the badge.
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
          await saveAudited(c, assistant, {
            values: { baseUrl: null, id: null, sealedKey: null },
            action: 'support.assistant_removed',
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
        const row = await audited({
          db,
          actor: requestActor(c),
          write: (trx) => createKnowledgeArticle({ db: trx, article: c.req.valid('json') }),
          record: (created) => ({
            action: 'support.article_created',
            target: articleTarget(created),
            after: articleFields(created),
          }),
        });
        return c.json({ message: 'Artigo adicionado com sucesso.', article: toArticleView(row) }, 201);
      })
      .put(
        '/articles/:id',
        allow('admin', deps),
        validate('param', idParam),
        validate('json', knowledgeArticleSchema),
        async (c) => {
          const row = await audited({
            db,
            actor: requestActor(c),
            write: (trx) =>
              updateKnowledgeArticle({ db: trx, id: c.req.valid('param').id, article: c.req.valid('json') }),
            record: (updated) => ({
              action: 'support.article_updated',
              target: articleTarget(updated),
              after: articleFields(updated),
            }),
          });
          if (!row) throw ARTICLE_NOT_FOUND;
          return c.json({ message: 'Artigo atualizado com sucesso.', article: toArticleView(row) });
        },
      )
      .delete('/articles/:id', allow('admin', deps), validate('param', idParam), async (c) => {
        const removed = await audited({
          db,
          actor: requestActor(c),
          write: (trx) => deleteKnowledgeArticle({ db: trx, id: c.req.valid('param').id }),
          record: (article) => ({ action: 'support.article_deleted', target: articleTarget(article) }),
        });
        if (!removed) throw ARTICLE_NOT_FOUND;
        return c.json({ message: 'Artigo excluído com sucesso.' });
      })
  );
}
