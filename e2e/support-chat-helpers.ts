import type { Page, Request } from '@playwright/test';
import { holdRequests } from './fixtures';

// Shared by the support journeys: the chat widget as a reader finds it.
export const chat = (page: Page) => page.getByTestId('support-chat');
export const messages = (page: Page) => chat(page).getByRole('list', { name: 'Mensagens' });
export const input = (page: Page) => chat(page).getByPlaceholder('Digite sua mensagem...');
export const sendButton = (page: Page) => chat(page).getByRole('button', { name: 'Enviar mensagem' });

/** Holds the chat API's answers until released, so the waiting state can be seen. */
export const holdChatReplies = (page: Page) => holdRequests(page, '**/api/support/**');

/** The chat's id a chat request carries (its wire name is still `sessionId`). */
export const chatIdOf = (request: Request) => (request.postDataJSON() as { sessionId: string }).sessionId;
