import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../../../test/test-app';
import type { ChatMessage } from '../../../shared/schemas/support';
import { createChatId } from '../../../shared/support-chat';
import { recordChatMessages } from './data/chat-messages';

// Shared by the support feature's API tests and its access-matrix rows.

const GENERAL_CHAT = '/api/support/chat';
export const TOOLS_CHAT = '/api/support/tools/chat';

let clock = Date.now();
/** A fresh chat id, unique even within one millisecond. */
export const newChatId = () => createChatId(clock++);

/** A chat request: the chat's id goes as `sessionId`, its wire name kept. */
export const chatBody = (content: string, chatId = newChatId(), history: ChatMessage[] = []) => ({
  sessionId: chatId,
  messages: [...history, { role: 'user' as const, content }],
});

/** Sends one question to a chat and returns the status and the parsed body. */
export async function ask(
  t: TestApp,
  content: string,
  {
    cookie,
    chatId = newChatId(),
    path = GENERAL_CHAT,
    history,
  }: { cookie?: string; chatId?: string; path?: string; history?: ChatMessage[] } = {},
) {
  const res = await t.request(path, { method: 'POST', cookie, json: chatBody(content, chatId, history) });
  return { status: res.status, body: await res.json(), chatId };
}

/** A pending ticket with one question and its answer, written the way a chat writes them. */
export async function seedTicket(t: TestApp, userId: string | null = null) {
  const { ticketId } = await recordChatMessages({
    db: t.db,
    chatId: newChatId(),
    userId,
    assistant: 'general',
    userMessage: `Preciso de ajuda ${randomUUID().slice(0, 6)}`,
    assistantMessage: 'Abri um chamado.',
    openTicket: true,
  });
  if (!ticketId) throw new Error('no ticket opened');
  return ticketId;
}

/**
 * An assistant API as a settings row, bypassing the save route's rules: a row saved before them,
 * or while ASSISTANT_ALLOW_PRIVATE_URLS was on.
 */
export async function seedProvider(
  t: TestApp,
  assistant: 'general' | 'tools',
  baseUrl: string,
  key = 'sk-semente-0000',
) {
  const prefix = assistant === 'general' ? 'assistant' : 'tools_assistant';
  await t.db
    .updateTable('app_settings')
    .set({
      [`${prefix}_base_url`]: baseUrl,
      [`${prefix}_key`]: t.deps.secretBox.seal(key),
      [`${prefix}_id`]: 'modelo',
    })
    .where('id', '=', 1)
    .execute();
}

export async function seedArticle(t: TestApp) {
  const id = randomUUID();
  await t.db
    .insertInto('support_articles')
    .values({ id, title: `Artigo ${id.slice(0, 6)}`, keywords: '', answer: 'Resposta.' })
    .execute();
  return id;
}
