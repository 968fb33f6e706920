import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { HEALTH_MESSAGES } from '../../../shared/schemas/assistant-health';
import {
  ASSISTANTS,
  type Assistant,
  assistantSettingsSchema,
  chatSessionIdField,
  FILL_ALL_FIELDS,
  KEY_AGAIN,
  type KnowledgeAudience,
  knowledgeArticleSchema,
  pageQuerySchema,
} from '../../../shared/schemas/support';
import type { AppEnv, Deps } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { type AuditEntry, audited, requestActor, SECRET_CHANGED } from '../audit';
import { allow } from '../session';
import { createKnowledgeArticle } from './data/create-knowledge-article';
import { deleteKnowledgeArticle } from './data/delete-knowledge-article';
import { getAssistantSettings } from './data/get-assistant-settings';
import { getSupportSession } from './data/get-support-session';
import { listKnowledgeArticles } from './data/list-knowledge-articles';
import { listSupportSessions } from './data/list-support-sessions';
import { type AssistantSettingsValues, saveAssistantSettings } from './data/save-assistant-settings';
import { updateKnowledgeArticle } from './data/update-knowledge-article';
import { paged } from './paged';
import { baseUrlProblem } from './provider/base-url-rule';
import { createConnectionTest } from './provider/test-provider-connection';
import { toArticleView, toSessionSummary, toSettingsView } from './support-views';

const idParam = z.strictObject({ id: z.uuid({ error: 'Identificador inválido.' }) });
const sessionParam = z.strictObject({ sessionId: chatSessionIdField });
const assistantParam = z.strictObject({ assistant: z.enum(ASSISTANTS, { error: 'Assistente inválido.' }) });

const ARTICLE_NOT_FOUND = new AppError(404, 'Artigo não encontrado.');

// SPEC §8 assistant settings, with the tools variant.
const SAVED: Record<Assistant, string> = {
  general: 'Configurações do assistente salvas com sucesso',
  tools: 'Configurações do assistente de ferramentas salvas com sucesso',
};

// Issue 20 §3: how the audit names each assistant's settings and a knowledge article.
const ASSISTANT_LABELS: Record<Assistant, string> = {
  general: 'Assistente de suporte',
  tools: 'Assistente de ferramentas',
};
// Issue 20 §3: how the audit names a knowledge article and what it records of it.
const articleTarget = (article: { title: string }) => ({ label: `Artigo do assistente: ${article.title}` });
const articleFields = (article: { title: string; audience: KnowledgeAudience }) => ({
  title: article.title,
  audience: article.audience,
});

/**
 * Admin back-office of support (SPEC §2): conversation logs, assistant settings, knowledge base.
 * Tickets have their own routes (support-tickets-admin.routes.ts).
 */
export function supportAdminRoutes(deps: Deps) {
  const { db } = deps.database;
  const testConnection = createConnectionTest(deps);
  /** Writes one assistant's settings with their audit row (issue 20 §3). */
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
