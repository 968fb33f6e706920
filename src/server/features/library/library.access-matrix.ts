import { type AccessMatrix, admins, subscribers } from '../../../../test/access-matrix';
import { imageFile, libraryForm, pngBytes } from '../../../../test/images';
import { addLibraryItem } from '../../seed/content-factories';

const FIELDS = { name: 'Pack de Fontes', fileUrl: 'https://downloads.example.com/fontes.zip' };

export const accessMatrix: AccessMatrix = ({ app }) => {
  const item = async () => (await addLibraryItem(app().db)).id;
  const itemUrl =
    (suffix = '') =>
    async () =>
      `/api/library/${await item()}${suffix}`;
  const adminItemUrl =
    (suffix = '') =>
    async () =>
      `/api/admin/library/${await item()}${suffix}`;
  return {
    'GET /api/library': { expect: subscribers(200) },
    'GET /api/library/:id': { expect: subscribers(200), url: itemUrl() },
    'POST /api/library/:id/download': { expect: subscribers(200), url: itemUrl('/download') },
    'GET /api/library/images/:file': {
      expect: subscribers(200),
      url: async () => {
        await app().deps.storage.put('library-files/images/1-matriz.png', await pngBytes(4, 4), 'image/png');
        return '/api/library/images/1-matriz.png';
      },
    },
    'GET /api/admin/library': { expect: admins(200) },
    'GET /api/admin/library/:id': { expect: admins(200), url: adminItemUrl() },
    'POST /api/admin/library': {
      expect: admins(201),
      form: async () => libraryForm(FIELDS, await imageFile()),
    },
    'PUT /api/admin/library/:id': {
      expect: admins(200),
      url: adminItemUrl(),
      form: () => libraryForm(FIELDS),
    },
    'PATCH /api/admin/library/:id/status': {
      expect: admins(200),
      url: adminItemUrl('/status'),
      body: () => ({ isActive: false }),
    },
    'DELETE /api/admin/library/:id': { expect: admins(200), url: adminItemUrl() },
  };
};
