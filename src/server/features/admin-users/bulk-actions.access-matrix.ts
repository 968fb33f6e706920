import { type AccessMatrix, admins } from '../../../../test/access-matrix';
import { createUser } from '../../seed/factories';
import { createBulkAction } from './data/bulk-actions';

export const accessMatrix: AccessMatrix = ({ app }) => ({
  'GET /api/admin/users/segment/count': {
    expect: admins(200),
    url: async () => '/api/admin/users/segment/count?plan=anual',
  },
  // A segment of one fresh member per call (its e-mail), so each accepted call has someone to act on.
  'POST /api/admin/users/bulk-actions': {
    expect: admins(202),
    url: async () => {
      const member = await createUser(app().deps, { subscription: 'active' });
      return `/api/admin/users/bulk-actions?search=${encodeURIComponent(member.email)}`;
    },
    body: () => ({ kind: 'extend', days: 7 }),
  },
  'GET /api/admin/users/bulk-actions/:id': {
    expect: admins(200),
    url: async () => {
      const { db } = app().deps.database;
      const row = await createBulkAction({
        db,
        actor: { id: null, label: 'teste' },
        segment: { search: '', days: 7 },
        action: { kind: 'extend', days: 7 },
        planned: 0,
        now: new Date(),
      });
      return `/api/admin/users/bulk-actions/${row.id}`;
    },
  },
});
