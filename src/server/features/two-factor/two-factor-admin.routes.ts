import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { endMemberSessions } from '../session';
import { resetTwoFactor } from './data/two-factors';

const userParam = z.object({
  id: z
    .string()
    .max(64, 'Usuário inválido.')
    .regex(/^[\w-]+$/, 'Usuário inválido.'),
});

/**
 * DELETE /api/admin/users/:id/two-factor: an admin resets someone's two-factor (a lost phone),
 * audited (docs/decisions/019-two-factor.md).
 */
export function twoFactorAdminRoutes(deps: Deps) {
  return new Hono<AppEnv>().delete(
    '/:id/two-factor',
    allow('admin', deps),
    validate('param', userParam),
    async (c) => {
      const viewer = requireViewer(c);
      const { id } = c.req.valid('param');
      await resetTwoFactor({
        db: deps.database.db,
        actor: { id: viewer.userId, label: viewer.email },
        userId: id,
      });
      // Whoever holds the lost phone's sessions is signed out with it: the person enrols again.
      await endMemberSessions({ db: deps.database.db, userId: id });
      return c.json({ message: 'Verificação em duas etapas redefinida. A pessoa entra só com a senha.' });
    },
  );
}
