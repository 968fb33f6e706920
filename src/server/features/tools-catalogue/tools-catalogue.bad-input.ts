import { type BadInput, endpoint, once } from '../../../../test/bad-input';
import { addTool } from '../../seed/tool-factories';

export const badInput: BadInput = ({ app }) => {
  const tool = once(() => addTool(app().db));
  const valid = {
    name: 'Editor de Vídeo Pro',
    category: 'video',
    description: 'Edição completa.',
    instructions: '1. Abra o navegador.',
    sortOrder: 10,
    onLanding: true,
    isActive: true,
  };
  const fields = {
    name: 'name',
    category: 'choice',
    description: 'text',
    sortOrder: 'price',
    onLanding: 'flag',
    isActive: 'flag',
  } as const;
  return {
    endpoints: [
      endpoint({
        route: 'POST /api/admin/tools-catalogue',
        admin: true,
        valid,
        fields,
        optional: { instructions: 'text' },
      }),
      endpoint({
        route: 'PUT /api/admin/tools-catalogue/:id',
        path: async () => `/api/admin/tools-catalogue/${(await tool()).id}`,
        admin: true,
        valid,
        fields,
        optional: { instructions: 'text' },
      }),
      endpoint({
        route: 'PUT /api/admin/tools-catalogue/:id/status',
        path: async () => `/api/admin/tools-catalogue/${(await tool()).id}/status`,
        admin: true,
        valid: { status: 'no_credits', note: 'Créditos acabaram.', until: '2026-12-10' },
        fields: { status: 'choice' },
        optional: { note: 'text', until: 'day' },
      }),
    ],
    bodiless: ['DELETE /api/admin/tools-catalogue/:id'],
  };
};
