import { type AccessMatrix, admins, subscribers } from '../../../../test/access-matrix';
import { addTool } from '../../seed/tool-factories';

const TOOL = {
  name: 'Editor de Vídeo Pro',
  category: 'video',
  description: 'Edição completa.',
  sortOrder: 10,
  onLanding: true,
  isActive: true,
};

// The catalogue with its status for subscribers (/conectar); the operator's catalogue for admins.
export const accessMatrix: AccessMatrix = ({ app }) => {
  const toolUrl =
    (suffix = '') =>
    async () =>
      `/api/admin/tools-catalogue/${(await addTool(app().db)).id}${suffix}`;
  return {
    'GET /api/tools-catalogue': { expect: subscribers(200) },
    'GET /api/admin/tools-catalogue': { expect: admins(200) },
    'POST /api/admin/tools-catalogue': { expect: admins(201), body: () => TOOL },
    'PUT /api/admin/tools-catalogue/:id': { expect: admins(200), url: toolUrl(), body: () => TOOL },
    'PUT /api/admin/tools-catalogue/:id/status': {
      expect: admins(200),
      url: toolUrl('/status'),
      body: () => ({ status: 'down', note: 'Fora do ar no provedor.' }),
    },
    'DELETE /api/admin/tools-catalogue/:id': { expect: admins(200), url: toolUrl() },
  };
};
