import { type AccessMatrix, admins, signedIn } from '../../../../test/access-matrix';
import { addTraining } from '../../seed/content-factories';

const VALID = { title: 'Aula de IA', category: 'IA', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' };

export const accessMatrix: AccessMatrix = ({ app }) => {
  const training = async () => (await addTraining(app().db)).id;
  const memberUrl =
    (suffix = '') =>
    async () =>
      `/api/trainings/${await training()}${suffix}`;
  const adminUrl =
    (suffix = '') =>
    async () =>
      `/api/admin/trainings/${await training()}${suffix}`;
  return {
    // /treinamentos needs sign-in only (docs/product.md#who-may-open-what).
    'GET /api/trainings': { expect: signedIn(200) },
    'GET /api/trainings/:id': { expect: signedIn(200), url: memberUrl() },
    'PUT /api/trainings/:id/progress': {
      expect: signedIn(200),
      url: memberUrl('/progress'),
      body: () => ({ watched: true }),
    },
    'GET /api/admin/trainings': { expect: admins(200) },
    'GET /api/admin/trainings/:id': { expect: admins(200), url: adminUrl() },
    'POST /api/admin/trainings': { expect: admins(201), body: () => VALID },
    'PUT /api/admin/trainings/:id': { expect: admins(200), url: adminUrl(), body: () => VALID },
    'PATCH /api/admin/trainings/:id/status': {
      expect: admins(200),
      url: adminUrl('/status'),
      body: () => ({ isActive: false }),
    },
    'DELETE /api/admin/trainings/:id': { expect: admins(200), url: adminUrl() },
  };
};
