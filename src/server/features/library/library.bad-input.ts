import { type BadInput, endpoint, once } from '../../../../test/bad-input';
import { addLibraryItem } from '../../seed/content-factories';

export const badInput: BadInput = ({ app }) => ({
  endpoints: [
    endpoint({
      route: 'PATCH /api/admin/library/:id/status',
      admin: true,
      path: once(async () => `/api/admin/library/${(await addLibraryItem(app().db)).id}/status`),
      valid: { isActive: false },
      fields: { isActive: 'flag' },
    }),
  ],
  bodiless: ['POST /api/library/:id/download', 'DELETE /api/admin/library/:id'],
  multipart: [
    'POST /api/admin/library', // features/library/library-form.api.test.ts
    'PUT /api/admin/library/:id',
  ],
});
