import { type AccessMatrix, admins, everyone, subscribers } from '../../../../test/access-matrix';
import { chatBody, newSessionId, seedArticle, seedProvider, seedTicket } from './support.test-helpers';

const article = {
  title: 'Artigo da matriz',
  keywords: 'matriz',
  answer: 'Resposta da matriz.',
  audience: 'subscribers',
};
const settings = { baseUrl: '', apiKey: 'sk-matriz-1234', assistantId: 'gpt-4o-mini' };

export const accessMatrix: AccessMatrix = ({ app }) => ({
  // Visitors use the general assistant from the landing page's widget (DECISIONS).
  'POST /api/support/chat': { expect: everyone(200), body: () => chatBody('Esqueci minha senha') },
  'POST /api/support/tools/chat': { expect: subscribers(200), body: () => chatBody('Como gero o código?') },
  'GET /api/admin/support/tickets': { expect: admins(200) },
  'GET /api/admin/support/tickets/:id': {
    expect: admins(200),
    url: async () => `/api/admin/support/tickets/${await seedTicket(app())}`,
  },
  'POST /api/admin/support/tickets/:id/resolve': {
    expect: admins(200),
    url: async () => `/api/admin/support/tickets/${await seedTicket(app())}/resolve`,
  },
  'GET /api/admin/support/sessions': { expect: admins(200) },
  'GET /api/admin/support/sessions/:sessionId': {
    expect: admins(200),
    url: async () => {
      const sessionId = newSessionId();
      await app().request('/api/support/chat', { method: 'POST', json: chatBody('Oi', sessionId) });
      return `/api/admin/support/sessions/${sessionId}`;
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
  // Issue 18 §6: a saved API on localhost is refused before any connection, so the test answers at once.
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
