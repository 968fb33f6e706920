import { type AccessMatrix, admins } from '../../../../test/access-matrix';
import { createUser } from '../../seed/factories';

// The member page's sections and actions (member-page.routes.ts).
export const accessMatrix: AccessMatrix = ({ app, someone }) => {
  const someoneUrl = (suffix: string) => async () => `/api/admin/users/${(await someone()).id}${suffix}`;
  return {
    'GET /api/admin/users/:id': { expect: admins(200), url: someoneUrl('') },
    'GET /api/admin/users/:id/payment-events': { expect: admins(200), url: someoneUrl('/payment-events') },
    'GET /api/admin/users/:id/payments': { expect: admins(200), url: someoneUrl('/payments') },
    'GET /api/admin/users/:id/sessions': { expect: admins(200), url: someoneUrl('/sessions') },
    'GET /api/admin/users/:id/code-requests': { expect: admins(200), url: someoneUrl('/code-requests') },
    'GET /api/admin/users/:id/tickets': { expect: admins(200), url: someoneUrl('/tickets') },
    'GET /api/admin/users/:id/chats': { expect: admins(200), url: someoneUrl('/chats') },
    'GET /api/admin/users/:id/audit': { expect: admins(200), url: someoneUrl('/audit') },
    'POST /api/admin/users/:id/subscription/extend': {
      expect: admins(200),
      url: someoneUrl('/subscription/extend'),
      body: () => ({ days: 7 }),
    },
    // An unconfirmed address has a confirmation to resend, whoever called before.
    'POST /api/admin/users/:id/access-mail': {
      expect: admins(200),
      url: async () =>
        `/api/admin/users/${(await createUser(app().deps, { emailVerified: false })).id}/access-mail`,
    },
    // A member signed in on a device of their own, so there is a session to end.
    'POST /api/admin/users/:id/sessions/end': {
      expect: admins(200),
      url: async () => `/api/admin/users/${(await app().as('member')).user?.id}/sessions/end`,
    },
  };
};
