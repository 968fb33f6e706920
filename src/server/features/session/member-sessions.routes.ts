import { Hono } from 'hono';
import { type MemberSession, memberSessionParam } from '../../../shared/schemas/member-sessions';
import type { AppEnv, Deps } from '../../app-env';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from './access';
import { deleteMemberSession } from './data/delete-member-session';
import { deleteOtherSessions } from './data/delete-other-sessions';
import { listMemberSessions } from './data/list-member-sessions';
import { describeDevice, deviceKind } from './describe-device';
import { requireViewer } from './viewer';

/**
 * Issue 21 §2, under /api/me/sessions: the member's own signed-in devices (Configurações →
 * Segurança), and ending them. Every query names the caller's id: another member's session is
 * "not found", never ended.
 */
export function memberSessionsRoutes(deps: Deps) {
  const { db } = deps.database;
  const memberOf = (viewer: ReturnType<typeof requireViewer>) => ({ id: viewer.userId, email: viewer.email });
  return new Hono<AppEnv>()
    .get('/', allow('member', deps), async (c) => {
      const viewer = requireViewer(c);
      const rows = await listMemberSessions({ db, userId: viewer.userId, now: new Date() });
      const sessions = rows.map(
        (row): MemberSession => ({
          id: row.id,
          device: describeDevice(row.user_agent),
          kind: deviceKind(row.user_agent),
          ip: row.ip_address || null,
          current: row.id === viewer.sessionId,
          signedInAt: row.created_at.toISOString(),
          lastActiveAt: row.updated_at.toISOString(),
        }),
      );
      // "Este dispositivo" first, then the others by last activity.
      return c.json(sessions.sort((a, b) => Number(b.current) - Number(a.current)));
    })
    .post('/end-others', allow('member', deps), async (c) => {
      const viewer = requireViewer(c);
      const ended = await deleteOtherSessions({
        db,
        member: memberOf(viewer),
        keepSessionId: viewer.sessionId,
      });
      return c.json({
        message: ended === 1 ? '1 sessão encerrada.' : `${ended} sessões encerradas.`,
        ended,
      });
    })
    .delete('/:id', allow('member', deps), validate('param', memberSessionParam), async (c) => {
      const viewer = requireViewer(c);
      const { id } = c.req.valid('param');
      // The device asking ends its own session with Sair (SPEC §4: every session).
      if (id === viewer.sessionId)
        throw new AppError(400, 'Para encerrar a sessão deste dispositivo, use Sair.', 'current_session');
      const ended = await deleteMemberSession({ db, member: memberOf(viewer), sessionId: id });
      if (!ended) throw new AppError(404, MESSAGES.notFound, 'not_found');
      return c.json({ message: 'Sessão encerrada.' });
    });
}
