import { type BadInput, endpoint } from '../../../../test/bad-input';

export const badInput: BadInput = ({ someone }) => ({
  endpoints: [
    endpoint({
      route: 'POST /api/admin/users/bulk-actions',
      admin: true,
      // One member's segment: an accepted call queues an action on them alone.
      path: async () => `/api/admin/users/bulk-actions?search=${(await someone()).id}`,
      valid: { kind: 'message', subject: 'Aviso', message: 'Olá!' },
      fields: { kind: 'choice', subject: 'text', message: 'text' },
    }),
  ],
});
