import { type BadInput, endpoint } from '../../../../test/bad-input';

const chat = {
  valid: { sessionId: 'session_1700000000000_abcdefgh', messages: [{ role: 'user', content: 'Oi' }] },
  fields: { sessionId: 'token', messages: 'list' },
} as const;
const article = {
  valid: { title: 'Título', keywords: 'palavra', answer: 'Resposta.', audience: 'members' },
  fields: { title: 'text', keywords: 'text', answer: 'text', audience: 'choice' },
} as const;
const ticketReply = {
  valid: { body: 'Olá! Pode tentar de novo?' },
  fields: { body: 'text' },
} as const;
const NO_TICKET = '00000000-0000-4000-8000-000000000000';

export const badInput: BadInput = () => ({
  endpoints: [
    endpoint({ route: 'POST /api/support/chat', ...chat }),
    endpoint({ route: 'POST /api/support/tools/chat', subscriber: true, ...chat }),
    endpoint({
      route: 'PUT /api/admin/support/assistants/:assistant',
      path: () => '/api/admin/support/assistants/general',
      admin: true,
      valid: { baseUrl: 'https://api.exemplo.com/v1', apiKey: 'sk-teste-1234', assistantId: 'modelo-1' },
      fields: { baseUrl: 'text', apiKey: 'token', assistantId: 'token' },
    }),
    endpoint({ route: 'POST /api/admin/support/articles', admin: true, ...article }),
    // The body is checked before the ticket is looked up (an unknown one is a 404).
    endpoint({
      route: 'POST /api/admin/support/tickets/:id/replies',
      path: () => `/api/admin/support/tickets/${NO_TICKET}/replies`,
      admin: true,
      ...ticketReply,
    }),
    endpoint({
      route: 'POST /api/admin/support/tickets/:id/notes',
      path: () => `/api/admin/support/tickets/${NO_TICKET}/notes`,
      admin: true,
      ...ticketReply,
    }),
    endpoint({
      route: 'PUT /api/admin/support/tickets/:id/subject',
      path: () => `/api/admin/support/tickets/${NO_TICKET}/subject`,
      admin: true,
      valid: { subject: 'Código não chega' },
      fields: { subject: 'text' },
    }),
    endpoint({
      route: 'POST /api/support/tickets/:id/messages',
      path: () => `/api/support/tickets/${NO_TICKET}/messages`,
      member: true,
      ...ticketReply,
    }),
    endpoint({
      route: 'PUT /api/admin/support/articles/:id',
      path: () => '/api/admin/support/articles/00000000-0000-4000-8000-000000000000',
      admin: true,
      ...article,
    }),
  ],
  bodiless: [
    'POST /api/admin/support/tickets/:id/resolve',
    'POST /api/admin/support/assistants/:assistant/test',
    'DELETE /api/admin/support/assistants/:assistant',
    'DELETE /api/admin/support/articles/:id',
  ],
});
