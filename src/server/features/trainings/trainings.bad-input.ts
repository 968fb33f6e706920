import { type BadInput, endpoint, once } from '../../../../test/bad-input';
import { addTraining } from '../../seed/content-factories';

const VALID = { title: 'Aula 1', category: 'IA', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' };

export const badInput: BadInput = ({ app }) => {
  const trainingPath = (suffix: string, prefix = '/api/admin/trainings') =>
    once(async () => `${prefix}/${(await addTraining(app().db)).id}${suffix}`);
  const form = {
    fields: { title: 'text', category: 'text', youtubeUrl: 'url' },
    optional: { description: 'text', isActive: 'flag' },
  } as const;
  return {
    endpoints: [
      endpoint({ route: 'POST /api/admin/trainings', admin: true, valid: VALID, ...form }),
      endpoint({
        route: 'PUT /api/admin/trainings/:id',
        admin: true,
        path: trainingPath(''),
        valid: VALID,
        ...form,
      }),
      endpoint({
        route: 'PATCH /api/admin/trainings/:id/status',
        admin: true,
        path: trainingPath('/status'),
        valid: { isActive: false },
        fields: { isActive: 'flag' },
      }),
      endpoint({
        route: 'PUT /api/trainings/:id/progress',
        member: true,
        path: trainingPath('/progress', '/api/trainings'),
        valid: { watched: true },
        fields: { watched: 'flag' },
      }),
    ],
    bodiless: ['DELETE /api/admin/trainings/:id'],
  };
};
