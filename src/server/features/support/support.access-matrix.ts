import { type AccessMatrix, admins, everyone, signedIn, subscribers } from '../../../../test/access-matrix';
import { chatBody, newChatId, seedArticle, seedProvider, seedTicket } from './support.test-helpers';

const article = {
  title: 'Artigo da matriz',
  keywords: 'matriz',
  answer: 'Resposta da matriz.',
  audience: 'subscribers',
};
const settings = { baseUrl: '', apiKey: 'sk-matriz-1234', assistantId: 'gpt-4o-mini' };

const reply = { body: 'Olá! Já verificamos o seu acesso.' };

export const accessMatrix: AccessMatrix = ({ app, someone }) => ({
  // Visitors use the general assistant from the landing page's widget.
  'POST /api/support/chat': { expect: everyone(200), body: () => chatBody('Esqueci minha senha') },
  'POST /api/support/tools/chat': { expect: subscribers(200), body: () => chatBody('Como gero o código?') },
  // A signed-in member's current chat with each assistant.
  'GET /api/support/chat/current': { expect: signedIn(200) },
  'GET /api/support/tools/chat/current': { expect: subscribers(200) },
  // "Meus chamados": another person's ticket is a 404 for everyone signed in.
  'GET /api/support/tickets': { expect: signedIn(200) },
  'GET /api/support/tickets/answered-count': { expect: signedIn(200) },
  'GET /api/support/tickets/:id': {
    expect: signedIn(404),
    url: async () => `/api/support/tickets/${await seedTicket(app(), (await someone()).id)}`,
  },
  'POST /api/support/tickets/:id/messages': {
    expect: signedIn(404),
    url: async () => `/api/support/tickets/${await seedTicket(app(), (await someone()).id)}/messages`,
    body: () => reply,
  },
  'GET /api/admin/support/tickets': { expect: admins(200) },
  'GET /api/admin/support/tickets/pending-count': { expect: admins(200) },
  'POST /api/admin/support/tickets/:id/replies': {
    expect: admins(201),
    url: async () => `/api/admin/support/tickets/${await seedTicket(app(), (await someone()).id)}/replies`,
    body: () => reply,
  },
  'GET /api/admin/support/tickets/:id': {
    expect: admins(200),
    url: async () => `/api/admin/support/tickets/${await seedTicket(app())}`,
  },
  'POST /api/admin/support/tickets/:id/notes': {
    expect: admins(201),
    url: async () => `/api/admin/support/tickets/${await seedTicket(app())}/notes`,
    body: () => reply,
  },
  'PUT /api/admin/support/tickets/:id/subject': {
    expect: admins(200),
    url: async () => `/api/admin/support/tickets/${await seedTicket(app())}/subject`,
    body: () => ({ subject: 'Código não chega no canva' }),
  },
  'POST /api/admin/support/tickets/:id/resolve': {
    expect: admins(200),
    url: async () => `/api/admin/support/tickets/${await seedTicket(app())}/resolve`,
  },
  'GET /api/admin/support/sessions': { expect: admins(200) },
  'GET /api/admin/support/sessions/:chatId': {
    expect: admins(200),
    url: async () => {
      const chatId = newChatId();
      await app().request('/api/support/chat', { method: 'POST', json: chatBody('Oi', chatId) });
      return `/api/admin/support/sessions/${chatId}`;
    },
  },
  'GET /api/admin/support/assistants/:assistant': {
    expect: admins(200),
    url: async () => '/api/admin/support/assistants/general',
  },
  'PUT /api/admin/support/assistants/:assistant': {
    expect: admins(200),
    url: async () => '/api/admin/support/assistants/tools',
    body: () => settings,
  },
  // A saved API on localhost is refused before any connection, so the test answers at once.
  'POST /api/admin/support/assistants/:assistant/test': {
    expect: admins(200),
    url: async () => {
      await seedProvider(app(), 'tools', 'https://localhost:9/v1');
      return '/api/admin/support/assistants/tools/test';
    },
  },
  'DELETE /api/admin/support/assistants/:assistant': {
    expect: admins(200),
    url: async () => '/api/admin/support/assistants/tools',
  },
  'GET /api/admin/support/articles': { expect: admins(200) },
  'POST /api/admin/support/articles': { expect: admins(201), body: () => article },
  'PUT /api/admin/support/articles/:id': {
    expect: admins(200),
    url: async () => `/api/admin/support/articles/${await seedArticle(app())}`,
    body: () => article,
  },
  'DELETE /api/admin/support/articles/:id': {
    expect: admins(200),
    url: async () => `/api/admin/support/articles/${await seedArticle(app())}`,
  },
});
